import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextInputField } from '../../components/TextInputField';

interface Props {
  hasFundPassword: boolean;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The fund password a withdrawal needs; without one set, the message that says where to set it (no field to fill in vain). */
export function FundPasswordInput({ hasFundPassword, value, onChange, error }: Props) {
  const { t } = useTranslation();
  if (!hasFundPassword)
    return (
      <p className="withdraw__missing" role="alert" data-testid="fund-password-missing">
        {t('assets.withdraw.fundPasswordMissing')}{' '}
        <Link className="withdraw__link" to="/mine/fund">
          {t('assets.withdraw.setFundPassword')}
        </Link>
      </p>
    );
  return (
    <TextInputField
      label={t('assets.withdraw.fundPassword')}
      type="password"
      autoComplete="off"
      maxLength={20}
      value={value}
      onChange={onChange}
      error={error}
      testId="withdraw-fund-password"
    />
  );
}
