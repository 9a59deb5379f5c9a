import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BottomSheet } from '../../components/ui/bottom-sheet';
import { formatIsoDate, formatMoney, formatPercent, formatRate } from '../../components/ui/loan-format';
import { selectContractRegistry, selectLender } from '../../domain/config/config.selectors';
import type { Language } from '../../domain/events';
import type { DraftQuote } from '../../domain/orders/loan-quote';
import { PATHS } from '../../domain/paths';
import { CONDUSEF } from '../../domain/product-terms';
import { yearlyEquivalent } from '../../domain/rate-equivalents';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import '../../components/ui/loan.css';
import './borrow.texts';

/** One line of the summary: a claim the review tools can find by its name. */
function Figure({
  label,
  claim,
  value,
  children,
  strong,
}: {
  label: string;
  claim: string;
  value?: string | number;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={`figures__row${strong ? ' figures__row--strong' : ''}`}>
      <dt>{label}</dt>
      <dd data-claim={claim} data-value={value}>
        {children}
      </dd>
    </div>
  );
}

/** A per-day rate and its yearly equivalent (x365, simple; decision 0049), for `{{rate}}` and `{{yearly}}`. */
function dailyRate(rate: number, language: Language): { rate: string; yearly: string } {
  return {
    rate: formatRate(rate, language, 4),
    yearly: formatRate(yearlyEquivalent(rate, 'day'), language, 2),
  };
}

/**
 * The carátula elements CONDUSEF asks for before the borrower confirms (compliance.md): the lender and its
 * SIPRES registration (the package configuration's `lender`), the adhesion contract's RECA number (its
 * `contractRegistry`), the ordinary and default rates, the commissions, the CAT and CONDUSEF's contact. A
 * registration the configuration lacks reads "not provided" rather than being left out.
 */
function Caratula({
  annualRate,
  dailyPenaltyRate,
  dailyFeeRate,
  fee,
  tax,
  cat,
}: {
  annualRate: number;
  dailyPenaltyRate: number;
  dailyFeeRate: number;
  fee: string;
  tax: string;
  cat: number | null;
}) {
  const { t, language } = useT();
  const lender = useAppState(selectLender);
  const contractRegistry = useAppState(selectContractRegistry);
  const notProvided = t('borrow.notProvided');
  // "SIPRES 7319", "RECA 2715-…": the registration's name on the line of its number (as given when it has it).
  const registration = (name: string, value: string | null | undefined) =>
    !value
      ? t('borrow.registryMissing', { name })
      : new RegExp(`\\b${name}\\b`, 'i').test(value)
        ? value
        : t('borrow.registryValue', { name, value });
  const daily = (rate: number) => dailyRate(rate, language);
  return (
    <section className="card" aria-labelledby="caratula-title">
      <h2 id="caratula-title">{t('borrow.caratulaTitle')}</h2>
      <dl className="figures">
        <Figure label={t('borrow.lender')} claim="lender" value={lender?.legalName ?? ''}>
          {lender?.legalName ?? notProvided}
        </Figure>
        <Figure label={t('borrow.lenderRegistry')} claim="lenderRegistry" value={lender?.registry ?? ''}>
          {registration('SIPRES', lender?.registry)}
        </Figure>
        <Figure label={t('borrow.contractRegistry')} claim="contractRegistry" value={contractRegistry ?? ''}>
          {registration('RECA', contractRegistry)}
        </Figure>
        <Figure label={t('borrow.ordinaryRate')} claim="rate" value={annualRate}>
          {t('borrow.ordinaryRateValue', { rate: formatRate(annualRate, language) })}
        </Figure>
        <Figure label={t('borrow.defaultRate')} claim="penaltyRate" value={dailyPenaltyRate}>
          {t('borrow.defaultRateValue', daily(dailyPenaltyRate))}
        </Figure>
        <Figure label={t('borrow.commissions')} claim="commissions">
          {t('borrow.commissionOpening', { fee, tax })} {t('borrow.commissionExtension', daily(dailyFeeRate))}
        </Figure>
        <Figure label={t('borrow.caratulaCat')} claim="cat" value={cat ?? ''}>
          {cat === null
            ? t('borrow.catValueUnavailable')
            : t('borrow.catValue', { cat: formatPercent(cat, language) })}
        </Figure>
        <Figure label={t('borrow.condusef')} claim="condusef">
          {t('borrow.condusefValue', {
            phone: CONDUSEF.phone,
            website: CONDUSEF.website.replace(/^https?:\/\//, ''),
          })}
        </Figure>
      </dl>
    </section>
  );
}

/** What the disclosure's parts share: the draft's quote and the money format of the language. */
interface Part {
  quote: DraftQuote;
  money: (n: number) => string;
}

/**
 * The figures, the CAT, the terms agreement and the confirmation sheet of a draft's quote (computed once,
 * in the state: decision 0057). The page owns the submission: `confirming` (the sheet is open), `pending`
 * while it goes, `error` after a failed one.
 */
export function LoanDisclosure({
  quote,
  fresh,
  confirming,
  onConfirming,
  pending,
  error,
  onSubmit,
}: {
  quote: DraftQuote;
  fresh: boolean;
  confirming: boolean;
  onConfirming: (open: boolean) => void;
  pending: boolean;
  error: string | null;
  onSubmit: () => void;
}) {
  const { language } = useT();
  const { binding: b, rates, product, otherLoan } = quote;
  const money = (n: number) => formatMoney(n, language);
  // The backend's figures are binding; a loan that pays out nothing, or another loan, cannot be confirmed.
  const noNet = !b.cat.ok || b.net <= 0;
  return (
    <>
      <SummaryCard quote={quote} money={money} />
      <Caratula
        annualRate={rates.annualInterestRate}
        dailyPenaltyRate={product.dailyPenaltyRate}
        dailyFeeRate={rates.dailyFeeRate}
        fee={money(b.fee)}
        tax={money(b.tax)}
        cat={b.cat.ok ? b.cat.percent : null}
      />
      <Warnings quote={quote} money={money} noNet={noNet} />
      {!noNet && !otherLoan ? (
        <TermsCard fresh={fresh} error={error} onConfirm={() => onConfirming(true)} />
      ) : null}
      <ConfirmSheet
        quote={quote}
        money={money}
        open={confirming}
        pending={pending}
        onClose={() => onConfirming(false)}
        onSubmit={onSubmit}
      />
    </>
  );
}

/** The summary of the loan: the backend's figures (binding), the product's rates, the CAT, the default rate. */
function SummaryCard({ quote, money }: Part) {
  const { t, language } = useT();
  const { binding: b, rates: s, product, profile } = quote;
  const daily = (rate: number) => dailyRate(rate, language);
  return (
    <div className="card">
      <h2>{t('borrow.summaryTitle')}</h2>
      <p className="notice">{product.name}</p>
      <dl className="figures">
        <Figure label={t('borrow.principal')} claim="amount" value={b.principal}>
          {money(b.principal)}
        </Figure>
        <Figure label={t('borrow.duration')} claim="tenure" value={b.days}>
          {t('borrow.days', { count: b.days })}
        </Figure>
        <Figure label={t('borrow.annualRate')} claim="rate" value={s.annualInterestRate}>
          {formatRate(s.annualInterestRate, language)}
        </Figure>
        <Figure label={t('borrow.interest')} claim="interest" value={b.interest}>
          {money(b.interest)}
        </Figure>
        <Figure label={t('borrow.fee', daily(s.dailyFeeRate))} claim="fee" value={b.fee}>
          {money(b.fee)}
        </Figure>
        <Figure
          label={t('borrow.tax', { rate: formatRate(s.feeTaxRate, language) })}
          claim="tax"
          value={b.tax}
        >
          {money(b.tax)}
        </Figure>
        <Figure label={t('borrow.contractAmount')} claim="contractAmount" value={b.contractAmount}>
          {money(b.contractAmount)}
        </Figure>
        <Figure label={t('borrow.net')} claim="netDisbursed" value={b.net} strong>
          {money(b.net)}
        </Figure>
        <Figure label={t('borrow.totalRepay')} claim="totalRepay" value={b.totalRepay} strong>
          {money(b.totalRepay)}
        </Figure>
        <Figure label={t('borrow.dueDate')} claim="dueDate" value={b.dueDate}>
          {formatIsoDate(b.dueDate, language)}
        </Figure>
        <Figure label={t('borrow.bank')} claim="bank">
          {profile.bankName}
        </Figure>
        <Figure label={t('borrow.account')} claim="bankAccount">
          {profile.bankAccount}
        </Figure>
      </dl>
      <p className="notice">{t('borrow.dueDateNote')}</p>
      {b.cat.ok ? (
        <p className="cat" data-claim="cat" data-value={b.cat.percent}>
          {t('borrow.cat', { cat: formatPercent(b.cat.percent, language) })}
        </p>
      ) : null}
      <p className="notice" data-claim="penaltyRate" data-value={product.dailyPenaltyRate}>
        {t('borrow.penalty', daily(product.dailyPenaltyRate))}
      </p>
    </div>
  );
}

/** No CAT (nothing paid out), another loan than the one chosen, or figures beyond tolerance: said here. */
function Warnings({ quote, money, noNet }: Part & { noNet: boolean }) {
  const { t } = useT();
  const { beyondTolerance, otherLoan } = quote;
  const fields = beyondTolerance.map((m) => t(`borrow.fields.${m.field}`)).join(', ');
  const mismatch = beyondTolerance.map((m) => m.field).join(' ');
  return (
    <>
      {noNet ? (
        <div className="card warning" role="alert">
          <h2>{t('borrow.catUnavailableTitle')}</h2>
          <p data-claim="cat" data-value="">
            {t('borrow.catUnavailable', { deducted: money(quote.binding.deducted) })}
          </p>
        </div>
      ) : null}
      {otherLoan ? (
        <div className="card warning" role="alert" data-mismatch={mismatch}>
          <p>{t('borrow.otherLoan', { fields })}</p>
          <Link className="btn btn--block" to={PATHS.toBorrow}>
            {t('borrow.chooseAgain')}
          </Link>
        </div>
      ) : beyondTolerance.length > 0 ? (
        <div className="card warning" role="note" data-mismatch={mismatch}>
          <p>{t('borrow.mismatch', { fields })}</p>
        </div>
      ) : null}
    </>
  );
}

/** The terms agreement, a failed submission's message, and «Confirmar préstamo» (held back until fresh). */
function TermsCard({
  fresh,
  error,
  onConfirm,
}: {
  fresh: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const { t } = useT();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const termsErrorId = useId();
  return (
    <div className="card">
      <label className="terms-check">
        <input
          type="checkbox"
          checked={accepted}
          aria-invalid={termsError || undefined}
          aria-describedby={termsError ? termsErrorId : undefined}
          onChange={(e) => {
            setAccepted(e.target.checked);
            if (e.target.checked) setTermsError(false);
          }}
        />
        <span>
          {t('borrow.termsBefore')} <Link to={PATHS.termsOfService}>{t('borrow.termsLink')}</Link>
        </span>
      </label>
      {termsError ? (
        <p id={termsErrorId} className="field__error" role="alert">
          {t('borrow.termsRequired')}
        </p>
      ) : null}
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      {fresh ? null : (
        <p className="notice" role="status">
          {t('borrow.refreshing')}
        </p>
      )}
      <button
        type="button"
        className="btn btn--block"
        disabled={!fresh}
        onClick={() => {
          if (!accepted) setTermsError(true);
          else onConfirm();
        }}
      >
        {t('borrow.confirm')}
      </button>
    </div>
  );
}

/** The confirmation sheet: the loan in one sentence, no cancellation, send or go back. */
function ConfirmSheet({
  quote,
  money,
  open,
  pending,
  onClose,
  onSubmit,
}: Part & { open: boolean; pending: boolean; onClose: () => void; onSubmit: () => void }) {
  const { t, language } = useT();
  const b = quote.binding;
  return (
    <BottomSheet
      open={open}
      title={t('borrow.confirmTitle')}
      closeLabel={t('borrow.close')}
      onClose={() => {
        if (!pending) onClose();
      }}
      footer={
        <div className="actions">
          <button type="button" className="btn btn--block" disabled={pending} onClick={onSubmit}>
            {t('borrow.confirmSubmit')}
          </button>
          <button type="button" className="btn btn--ghost btn--block" disabled={pending} onClick={onClose}>
            {t('borrow.confirmBack')}
          </button>
        </div>
      }
    >
      <p>
        {t('borrow.confirmBody', {
          amount: money(b.principal),
          days: b.days,
          net: money(b.net),
          total: money(b.totalRepay),
          date: formatIsoDate(b.dueDate, language),
        })}
      </p>
      <p>
        <strong>{t('borrow.confirmNoCancel')}</strong>
      </p>
    </BottomSheet>
  );
}
