import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { FUTURES_ORDER_KIND, futuresOrderDetailLink } from '../../state/futures';
import { useSignedIn } from '../../state/session';
import NotFoundPage from '../components/NotFoundPage';
import { SignInPrompt } from '../components/SignInPrompt';
import { FuturesOrderDetailView } from './FuturesOrderDetailView';
import { OrderDetailView } from './OrderDetailView';
import '../components/records/records.css';
import './trade-detail.css';

const ORDER_ID = /^[1-9]\d{0,19}$/;

/**
 * /tradDetail/{id} — one of the user's spot orders in full with its fills (spot/order/detail); with `?kind=futures`
 * one of their futures orders (contract/order/detail).
 */
export default function TradeDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const futures = useSearchParams()[0].get('kind') === FUTURES_ORDER_KIND;
  const signedIn = useSignedIn();
  if (!ORDER_ID.test(id)) return <NotFoundPage />;
  if (!signedIn)
    return <SignInPrompt text={t('pages.tradeDetail.signIn')} target={futures ? futuresOrderDetailLink(id) : `/tradDetail/${id}`} />;
  return futures ? <FuturesOrderDetailView key={id} orderId={id} /> : <OrderDetailView key={id} orderId={id} />;
}
