import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { stopPlLink, usePerpetualInfo, usePositions } from '../../state/futures';
import { useSignedIn } from '../../state/session';
import { SignInPrompt } from '../components/SignInPrompt';
import { EmptyState, ErrorState, LoadingState } from '../components/StateViews';
import { StopPlForm } from './StopPlForm';
import '../components/records/records.css';
import './stop-pl.css';

/** /stopPl?positionId=… — set, change or remove the take-profit and stop-loss of one open position. */
export default function StopPlPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const positionId = params.get('positionId') ?? '';
  if (!signedIn) return <SignInPrompt text={t('trade.futures.stopPl.signIn')} target={stopPlLink(positionId)} />;
  return <StopPlOfPosition positionId={positionId} />;
}

function StopPlOfPosition({ positionId }: { positionId: string }) {
  const { t } = useTranslation();
  const [positions, reload] = usePositions();
  if (positions.data === undefined) return positions.loading ? <LoadingState /> : <ErrorState onRetry={reload} />;
  const position = positions.data.find((p) => p.id === positionId);
  if (!position) return <EmptyState text={t('trade.futures.stopPl.notFound')} />;
  return <StopPlWithSpec key={position.id} position={position} />;
}

function StopPlWithSpec({ position }: { position: Parameters<typeof StopPlForm>[0]['position'] }) {
  const [info, retry] = usePerpetualInfo(position.symbol);
  if (info.status === 'loading') return <LoadingState />;
  if (info.status !== 'ready') return <ErrorState onRetry={retry} />;
  return <StopPlForm position={position} perp={info.info} />;
}
