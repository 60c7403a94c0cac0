import { useTranslation } from 'react-i18next';
import { cardStateOf, type FiatField, type FiatForm } from '../../../state/fiat';
import { TextInputField } from '../../components/TextInputField';

interface Props {
  form: FiatForm;
  onChange: (patch: Partial<FiatForm>) => void;
  /** the message of each field that has one */
  errors: Partial<Record<FiatField, string>>;
}

/** Keeps what a card number may hold as it is typed: digits, grouped in fours for reading. */
const groupDigits = (typed: string): string =>
  typed
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Cardholder, bank, branch, bank/branch code and the card number, checked (Luhn and brand) as the user types. */
export function BankCardFields({ form, onChange, errors }: Props) {
  const { t } = useTranslation();
  const card = cardStateOf(form.cardNumber);
  const cardMessage = errors.cardNumber ?? (card.kind === 'invalid' ? t('assets.bank.errors.cardInvalid') : null);
  const text = (field: 'cardholderName' | 'bankName' | 'branchName' | 'bankCode', maxLength: number) => (
    <TextInputField
      label={t(`assets.bank.fields.${field}`)}
      autoComplete="off"
      maxLength={maxLength}
      value={form[field]}
      onChange={(value) => onChange({ [field]: value })}
      error={errors[field] ?? null}
      testId={`bank-${field}`}
    />
  );
  return (
    <>
      {text('cardholderName', 64)}
      {text('bankName', 64)}
      {text('branchName', 64)}
      {text('bankCode', 20)}
      <TextInputField
        label={t('assets.bank.fields.cardNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        value={form.cardNumber}
        onChange={(value) => onChange({ cardNumber: groupDigits(value) })}
        error={cardMessage}
        testId="bank-cardNumber"
      />
      {card.kind === 'valid' && (
        <p className="bank__card-ok" data-testid="bank-card-ok">
          {t('assets.bank.cardValid')}
        </p>
      )}
    </>
  );
}
