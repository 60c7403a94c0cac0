import { useTranslation } from 'react-i18next';
import type { InviteInfo } from '@contract/team';
import { inviteLinkOf } from '../../../state/team';
import { CopyTextButton } from '../../components/CopyTextButton';
import { QrCode } from '../../components/QrCode';
import { ShareButton } from './ShareButton';

/** The code and the link, each with its copy button, the link's QR code, and Share where the browser offers a share sheet. */
export function InviteShare({ invite, origin }: { invite: InviteInfo; origin: string }) {
  const { t } = useTranslation();
  const link = inviteLinkOf(invite, origin);
  const failedText = t('mine.invite.copyFailed');
  return (
    <section className="invite__card" aria-label={t('mine.invite.title')}>
      <QrCode text={link} label={t('mine.invite.qrLabel')} testId="invite-qr" />
      <p className="invite__label">{t('mine.invite.code')}</p>
      <p className="invite__code" data-testid="invite-code">
        {invite.inviteCode}
      </p>
      <CopyTextButton text={invite.inviteCode} label={t('mine.invite.copyCode')} failedText={failedText} className="invite__button" />
      <p className="invite__label">{t('mine.invite.link')}</p>
      <p className="invite__link" data-testid="invite-link">
        {link}
      </p>
      <CopyTextButton text={link} label={t('mine.invite.copyLink')} failedText={failedText} className="invite__button" />
      <ShareButton url={link} text={t('mine.invite.shareText', { code: invite.inviteCode })} />
    </section>
  );
}
