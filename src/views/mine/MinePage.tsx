import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../components/SignInPrompt';
import { useSignedIn } from '../../state/session';
import { MineHome } from './home/MineHome';
import { MineLinks } from './home/MineLinks';
import './home/mine.css';

/** /mine — the user's page: who they are, their identity and credit, and the way to every account screen. */
export default function MinePage() {
  const { t } = useTranslation();
  if (useSignedIn()) return <MineHome />;
  return (
    <div className="mine">
      <SignInPrompt text={t('mine.signIn')} target="/mine" />
      <MineLinks signedIn={false} />
    </div>
  );
}
