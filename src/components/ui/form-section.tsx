import { useId, type ReactNode } from 'react';

/** One card of a long form, a region named by its heading (screen readers can jump between them). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="form-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
