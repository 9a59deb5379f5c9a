import { Link } from 'react-router-dom';
import { formatMoney, formatWholeMoney } from '../../components/ui/loan-format';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import { useHomeModel, type HomeModel } from './home-model';
import { OrderCard, reapplyWait } from './home-order-card';
import '../../components/ui/loan.css';
import './home.texts';

/** The greeting: log in when logged out; when logged in, the application's next step, if any. */
function HomeHero({ model }: { model: HomeModel }) {
  const { t } = useT();
  return (
    <div className="hero">
      <h1 id="home-title">{t('app.name')}</h1>
      <p>{t('home.welcome')}</p>
      {model.loggedIn ? (
        <>
          <p>{t('home.hello', { mobile: model.mobile })}</p>
          {model.next && model.progress !== null ? (
            <>
              <p>{t('homeState.nextStep', { step: t(`titles.${model.next}`) })}</p>
              <button type="button" className="btn btn--light" onClick={model.continueApplication}>
                {t('home.continueCta')}
              </button>
            </>
          ) : null}
        </>
      ) : (
        <>
          <p>{t('home.loginPrompt')}</p>
          <Link className="btn btn--light" to={PATHS.login}>
            {t('home.loginCta')}
          </Link>
        </>
      )}
    </div>
  );
}

/** The quota under review, with the way to its status. */
function ReviewingCard() {
  const { t } = useT();
  return (
    <div className="card" role="status">
      <h2>{t('homeState.reviewing')}</h2>
      <p>{t('homeState.reviewingBody')}</p>
      <Link className="btn btn--ghost btn--block" to={PATHS.reviewQuota}>
        {t('homeState.seeStatus')}
      </Link>
    </div>
  );
}

/** The products of the offer, each with its amounts and terms. */
function ProductList({ products }: { products: NonNullable<HomeModel['offer']>['products'] }) {
  const { t, language } = useT();
  return (
    <>
      <h3>{t('homeState.products')}</h3>
      <ul className="list">
        {products.map((p) => (
          <li key={p.productId} className="list__item">
            <div className="list__link">
              <strong>{p.name}</strong>
              <span className="list__value" data-claim="product.range">
                {t('homeState.productRange', {
                  min: formatWholeMoney(p.minAmount, language),
                  max: formatWholeMoney(p.maxAmount, language),
                  minDays: Math.min(...p.terms),
                  maxDays: Math.max(...p.terms),
                })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The granted quota: what is available, its growth, the products and the way to borrow. */
function GrantedCard({ model, available }: { model: HomeModel; available: number }) {
  const { t, language } = useT();
  const { canBorrow, growth, offer } = model;
  return (
    <div className="card">
      <h2>{t('homeState.granted')}</h2>
      <p className="amount" data-claim="quota.available" data-value={available}>
        {formatMoney(available, language)}
      </p>
      {available <= 0 ? (
        <p role="status">{t('homeState.noQuota')}</p>
      ) : model.openOrder === null ? (
        <p>{t('homeState.grantedBody')}</p>
      ) : null}
      {canBorrow && growth ? (
        <p className="notice" data-claim="quota.growth" data-value={growth.amount}>
          {t('homeState.quotaGrew', { amount: formatWholeMoney(growth.amount, language) })}
        </p>
      ) : null}
      {canBorrow && offer && offer.products.length > 0 ? <ProductList products={offer.products} /> : null}
      {canBorrow ? (
        <Link className="btn btn--block" to={PATHS.toBorrow} style={{ marginTop: '0.75rem' }}>
          {t('homeState.borrow')}
        </Link>
      ) : null}
    </div>
  );
}

/** The quota refused: when to apply again, the re-application once the wait is over, and the detail. */
function RejectedCard({ model }: { model: HomeModel }) {
  const { t } = useT();
  const days = model.quota.reapplyAfterDays;
  return (
    <div className="card">
      <h2>{t('homeState.rejected')}</h2>
      <p>{reapplyWait(days, t)}</p>
      {days === 0 ? (
        <button type="button" className="btn btn--block" onClick={model.reapply} disabled={model.reapplying}>
          {t('homeState.reapply')}
        </button>
      ) : null}
      <Link className="btn btn--ghost btn--block" to={PATHS.reject}>
        {t('homeState.seeDetail')}
      </Link>
    </div>
  );
}

/** What a logged-in borrower sees under the greeting: the last order, the quota by its status, "Actualizar". */
function HomeStanding({ model }: { model: HomeModel }) {
  const { t } = useT();
  const { quota, order } = model;
  return (
    <>
      {order ? <OrderCard order={order} onOpen={model.openOrderScreen} /> : null}
      {quota.status === 'reviewing' ? <ReviewingCard /> : null}
      {quota.status === 'granted' && quota.availableAmount !== null ? (
        <GrantedCard model={model} available={quota.availableAmount} />
      ) : null}
      {quota.status === 'rejected' ? <RejectedCard model={model} /> : null}
      <button
        type="button"
        className="btn btn--ghost btn--block"
        onClick={model.tapRefresh}
        disabled={model.refreshing}
      >
        {t('homeState.refresh')}
      </button>
    </>
  );
}

/**
 * Home: what the borrower needs next. Logged out: log in. Application in progress: the next step. Then
 * the quota review, the quota with the products, and the last order by its status (under review, paying
 * out, repaying, overdue, rejected, failed, cancelled, repaid). Buttons open the status's screen with the
 * status-to-screen helper. Polls every 30 s while something is pending (quota review, loan review, payout).
 */
export function HomePage() {
  const model = useHomeModel();
  return (
    <section className="screen" aria-labelledby="home-title">
      <HomeHero model={model} />
      {model.loggedIn ? <HomeStanding model={model} /> : null}
    </section>
  );
}
