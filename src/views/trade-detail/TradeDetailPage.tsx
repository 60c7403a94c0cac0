import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSignedIn } from '../../state/session';
import NotFoundPage from '../components/NotFoundPage';
import { SignInPrompt } from '../components/SignInPrompt';
import { OrderDetailView } from './OrderDetailView';
import '../components/records/records.css';
import './trade-detail.css';

const ORDER_ID = /^[1-9]\d{0,19}$/;

/** /tradDetail/{id} — one of the user's spot orders in full with its fills (spot/order/detail). */
export default function TradeDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const signedIn = useSignedIn();
  if (!ORDER_ID.test(id)) return <NotFoundPage />;
  if (!signedIn) return <SignInPrompt text={t('pages.tradeDetail.signIn')} target={`/tradDetail/${id}`} />;
  return <OrderDetailView key={id} orderId={id} />;
}
