import type { ReactNode } from 'react';
import { NavBar } from '../../components/ui/nav-bar';
import { useGoBack } from '../../components/ui/use-go-back';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import { texts } from './landing.texts';
import './landing.css';

/** A notice page with a close action: back where the borrower came from, or home when opened directly. */
export function NoticeScreen({
  title,
  heading,
  children,
}: {
  title: string;
  heading: string;
  children: ReactNode;
}) {
  const { language } = useT();
  // Opened first (nothing to go back to inside the app): home in its place.
  const close = useGoBack(PATHS.home);
  return (
    <>
      <NavBar title={title} onBack={close} />
      <section className="screen">
        <article className="card" aria-labelledby="notice-heading">
          <h2 id="notice-heading" className="landing-title">
            {heading}
          </h2>
          {children}
        </article>
        <button type="button" className="btn btn--block" onClick={close}>
          {texts[language].notice.close}
        </button>
      </section>
    </>
  );
}
