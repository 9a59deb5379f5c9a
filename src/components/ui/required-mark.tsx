/** The asterisk of a required field (spec section 5); screen readers get aria-required instead. */
export function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}
