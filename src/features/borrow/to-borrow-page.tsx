import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatInstantDate, formatMoney, formatWholeMoney } from '../../components/ui/loan-format';
import { orderStatusKey } from '../../components/ui/order-status.texts';
import { NavBar } from '../../components/ui/nav-bar';
import { OrderStatusChip } from '../../components/ui/order-status-chip';
import type { LoanProduct, QuotaGrant } from '../../domain/events';
import { selectOffer } from '../../domain/orders/loan-draft.reducer';
import { blocksNewLoan, orderScreenPath } from '../../domain/orders/order-progress';
import type { OrderRecord } from '../../domain/orders/orders.reducer';
import { selectCurrentOrder } from '../../domain/orders/orders.selectors';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { useLoad } from '../../store/use-load';
import { Chooser } from './amount-chooser';
import { LoadFailed, Loading, type Offer } from './borrow-parts';
import { loadBorrowOffer } from './borrow.effects';
import '../../components/ui/loan.css';
import './borrow.texts';

/**
 * /borrow/to_borrow: the products, and the amount (slider, stepper or typed, whole amounts in the product's
 * steps, within its limits and the available quota) and the tenure. Only one loan at a time: an open order
 * shows where it stands instead. Continuing creates the draft order and opens its cost disclosure. The offer
 * is read from the state the load folded (`loanDraft`: selectOffer), the open order from the orders slice.
 */
export function ToBorrowPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const current = useAppState(selectCurrentOrder);
  const { state: load, reload } = useLoad(loadBorrowOffer, {}, { key: 'offer', select: selectOffer });
  const openOrder = current !== null && blocksNewLoan(current) ? current : null;

  return (
    <>
      <NavBar title={t('titles.toBorrow')} onBack={() => void navigate(PATHS.home)} />
      <section className="screen">
        {load.status === 'loading' ? <Loading /> : null}
        {load.status === 'failed' ? <LoadFailed message={load.message} onRetry={() => reload()} /> : null}
        {load.status === 'loaded' && openOrder ? <OpenOrderCard order={openOrder} /> : null}
        {load.status === 'loaded' && !openOrder ? <OfferView offer={load.data} /> : null}
      </section>
    </>
  );
}

/** An order still open: its status in words, and the way to its screen. */
function OpenOrderCard({ order }: { order: OrderRecord }) {
  const { t } = useT();
  return (
    <div className="card" role="alert">
      <p>{t('borrow.openOrder', { status: t(orderStatusKey(order.status)) })}</p>
      <p>
        <OrderStatusChip status={order.status} />
      </p>
      <Link className="btn btn--block" to={orderScreenPath(order.status, order.orderId) ?? PATHS.records}>
        {t('borrow.openOrderLink')}
      </Link>
    </div>
  );
}

/** Nothing to choose (no quota, no products): why, and the way home. */
function NothingToBorrow({ text, error }: { text: string; error?: boolean }) {
  const { t } = useT();
  return (
    <div className="card" role="alert">
      <p className={error ? 'error-text' : undefined}>{text}</p>
      <Link className="btn btn--ghost" to={PATHS.home}>
        {t('borrow.backHome')}
      </Link>
    </div>
  );
}

/** The chooser, once the offer is known and no order is open. */
function OfferView({ offer }: { offer: Offer }) {
  const { t } = useT();
  const { products, availableAmount, quotaHistory } = offer;
  const [productId, setProductId] = useState(products[0]?.productId ?? '');
  const product = products.find((p) => p.productId === productId) ?? products[0];

  if (availableAmount === null || availableAmount <= 0) {
    return <NothingToBorrow text={availableAmount === null ? t('borrow.noQuotaYet') : t('borrow.noQuota')} />;
  }
  if (!product) return <NothingToBorrow text={t('borrow.noProducts')} error />;
  return (
    <>
      <QuotaCard availableAmount={availableAmount} quotaHistory={quotaHistory} />
      <ProductPicker products={products} product={product} onPick={setProductId} />
      <Chooser key={product.productId} product={product} available={availableAmount} />
    </>
  );
}

/** The available quota, and when it last grew after an on-time repayment. */
function QuotaCard({
  availableAmount,
  quotaHistory,
}: {
  availableAmount: number;
  quotaHistory: QuotaGrant[];
}) {
  const { t, language } = useT();
  const growth = [...quotaHistory].reverse().find((g) => g.reason === 'onTimeRepayment');
  return (
    <div className="card">
      <h2>{t('borrow.available')}</h2>
      <p className="amount" data-claim="quota.available" data-value={availableAmount}>
        {formatMoney(availableAmount, language)}
      </p>
      {growth ? (
        <p className="notice">
          {t('borrow.quotaGrew', { date: formatInstantDate(growth.grantedAt, language) })}
        </p>
      ) : null}
    </div>
  );
}

/** The products to choose from (one product: its name and range). */
function ProductPicker({
  products,
  product,
  onPick,
}: {
  products: LoanProduct[];
  product: LoanProduct;
  onPick: (productId: string) => void;
}) {
  const { t, language } = useT();
  if (products.length <= 1) {
    return (
      <p className="notice">
        <strong>{product.name}</strong>: {productRange(product, t, language)}
      </p>
    );
  }
  return (
    <fieldset className="card fieldset">
      <legend className="field__label">{t('borrow.product')}</legend>
      <div className="choice-list">
        {products.map((p) => (
          <label key={p.productId} className="choice">
            <input
              type="radio"
              name="product"
              checked={p.productId === product.productId}
              onChange={() => onPick(p.productId)}
            />
            <span>
              <strong>{p.name}</strong>
              <br />
              <span className="notice">{productRange(p, t, language)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function productRange(p: LoanProduct, t: ReturnType<typeof useT>['t'], language: 'es' | 'en'): string {
  return t('borrow.productRange', {
    min: formatWholeMoney(p.minAmount, language),
    max: formatWholeMoney(p.maxAmount, language),
    minDays: Math.min(...p.terms),
    maxDays: Math.max(...p.terms),
  });
}
