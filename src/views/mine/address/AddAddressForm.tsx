import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { tap } from 'rxjs';
import { ADDRESS_REMARK_MAX } from '@contract/address-book-limits';
import type { AssetNetwork } from '@contract/wallet';
import { addSavedAddress$ } from '../../../api/address-book';
import { ApiError } from '../../../api/errors';
import { showToast } from '../../../api/notify';
import { checkAddressForm, type AddressFormFields } from '../../../state/address-book';
import { useSubmit } from '../../../state/submit';
import { networksByAsset } from '../../../state/wallet';
import { CoinNetworkPicker } from '../../components/CoinNetworkPicker';
import { TextInputField } from '../../components/TextInputField';

/** The server's answers about the entry itself (a bad address 400, already saved 409, book full 422): shown on the form, not toasted. */
const isEntryRefusal = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.kind === 'http' && [400, 409, 422].includes(err.status);

/** Coin and network, the address, an optional remark; the address's own message comes from the server's codecs. */
export function AddAddressForm({ networks }: { networks: readonly AssetNetwork[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const byAsset = networksByAsset(networks);
  const coins = [...byAsset.keys()];
  const [asset, setAsset] = useState(coins[0]!);
  const choices = byAsset.get(asset)!;
  const [networkId, setNetworkId] = useState(choices[0]!.network);
  const network = choices.find((n) => n.network === networkId) ?? choices[0]!;
  const [fields, setFields] = useState<AddressFormFields>({ address: '', remark: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof AddressFormFields | 'form', string>>>({});
  const { run, busy } = useSubmit(() => {
    showToast(t('mine.address.saved'), 'success');
    void navigate('/mine/coinAddress');
  });
  const change = (patch: Partial<AddressFormFields>) => {
    setErrors({});
    setFields((now) => ({ ...now, ...patch }));
  };
  const chooseAsset = (next: string) => {
    setErrors({});
    setAsset(next);
    setNetworkId(byAsset.get(next)![0]!.network);
  };
  const onSubmit = () => {
    const found = checkAddressForm(fields);
    if (found !== null) {
      setErrors({ [found.field]: t(`mine.address.errors.${found.problem}`, { max: ADDRESS_REMARK_MAX }) });
      return;
    }
    const body = { asset, network: network.network, address: fields.address.trim(), remark: fields.remark.trim() };
    run(
      addSavedAddress$(body, isEntryRefusal).pipe(
        tap({ error: (err: unknown) => isEntryRefusal(err) && setErrors(err.status === 400 ? { address: err.msg } : { form: err.msg }) }),
      ),
    );
  };
  return (
    <form
      className="address-form"
      aria-label={t('mine.address.addTitle')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <CoinNetworkPicker
        coins={coins}
        asset={asset}
        networks={choices}
        network={network.network}
        onAsset={chooseAsset}
        onNetwork={(next) => {
          setErrors({});
          setNetworkId(next);
        }}
      />
      <div className="address-form__fields">
        <TextInputField
          label={t('mine.address.address')}
          placeholder={t('mine.address.addressPlaceholder', { network: network.name })}
          autoComplete="off"
          maxLength={100}
          value={fields.address}
          onChange={(address) => change({ address })}
          error={errors.address ?? null}
          testId="address-input"
        />
        <TextInputField
          label={t('mine.address.remark')}
          placeholder={t('mine.address.remarkPlaceholder')}
          autoComplete="off"
          value={fields.remark}
          onChange={(remark) => change({ remark })}
          error={errors.remark ?? null}
        />
        <p className="address-form__hint">
          {t('mine.address.remarkHint', { max: ADDRESS_REMARK_MAX })} {t('mine.address.checked')}
        </p>
        {errors.form !== undefined && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('mine.address.saving') : t('mine.address.save')}
        </button>
      </div>
    </form>
  );
}
