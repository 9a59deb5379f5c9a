import { useT } from '../../i18n/i18n';

/** A clearly marked placeholder for a screen a later issue builds; it never pretends to work. */
export function PlaceholderScreen({ title }: { title: string }) {
  const { t } = useT();
  return (
    <section className="placeholder" aria-labelledby="placeholder-title" data-placeholder="true">
      <h1 id="placeholder-title">{title}</h1>
      <p className="placeholder__badge">{t('app.placeholderBadge')}</p>
      <p>{t('app.placeholder')}</p>
    </section>
  );
}
