import { NavBar } from '../../components/ui/nav-bar';
import { useT } from '../../i18n/i18n';
import { LandingPitch } from './landing-pitch';

/** /yx1 and /yx2: the product pitch with the real terms and a call to log in. */
export function LandingPage() {
  const { t } = useT();
  return (
    <>
      <NavBar title={t('titles.landing')} />
      <section className="screen">
        <LandingPitch />
      </section>
    </>
  );
}
