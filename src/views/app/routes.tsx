import type { AppRoute } from '../layout/appRoute';
import { lazyPage } from './lazyPage';

/**
 * The route table: one entry per screen that exists. A tab whose path is not listed here shows
 * as "coming soon"; add the screen's entry and the tab turns on. `requiresAuth: true` sends a
 * visitor without a token to /login?redirect=<the page> before the page (or its chunk) loads
 * (spec: /mine/identity and /mine/identityNew).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/home', titleKey: 'home.title', page: lazyPage(() => import('../home/HomePage')) },
  { path: '/market', titleKey: 'market.title', page: lazyPage(() => import('../market/MarketPage')) },
  { path: '/coinSearch', titleKey: 'market.search.title', page: lazyPage(() => import('../search/CoinSearchPage')) },
  { path: '/coinDetail/:coinType', titleKey: 'market.detailTitle', page: lazyPage(() => import('../coin/CoinDetailPage')) },
  { path: '/trade', titleKey: 'trade.title', page: lazyPage(() => import('../trade/TradePage')) },
  { path: '/cycle', titleKey: 'layout.tabs.options', page: lazyPage(() => import('../trade/cycle/CyclePage')) },
  { path: '/allRecord/:coinType', titleKey: 'trade.records.title', page: lazyPage(() => import('../records/RecordsPage')) },
  {
    path: '/contractRecord/:coinType',
    titleKey: 'trade.futuresRecords.title',
    page: lazyPage(() => import('../records/futures/ContractRecordsPage')),
  },
  { path: '/stopPl', titleKey: 'trade.futures.stopPl.title', page: lazyPage(() => import('../stop-pl/StopPlPage')) },
  { path: '/property', titleKey: 'assets.title', page: lazyPage(() => import('../assets/AssetsPage')) },
  { path: '/property/coinRecord', titleKey: 'assets.records.title', page: lazyPage(() => import('../assets/CoinRecordPage')) },
  { path: '/transfer', titleKey: 'assets.transfer.title', page: lazyPage(() => import('../assets/transfer/TransferPage')) },
  { path: '/recharge', titleKey: 'assets.recharge.title', page: lazyPage(() => import('../wallet/recharge/RechargePage')) },
  { path: '/withdraw', titleKey: 'assets.withdraw.title', page: lazyPage(() => import('../wallet/withdraw/WithdrawPage')) },
  { path: '/withdrawBank', titleKey: 'assets.bank.title', page: lazyPage(() => import('../wallet/bank/BankWithdrawPage')) },
  { path: '/mine', titleKey: 'mine.title', page: lazyPage(() => import('../mine/MinePage')) },
  {
    path: '/mine/identity',
    titleKey: 'mine.identity.title',
    page: lazyPage(() => import('../mine/identity/IdentityPage')),
    requiresAuth: true,
  },
  {
    path: '/mine/identityNew',
    titleKey: 'mine.identity.newTitle',
    page: lazyPage(() => import('../mine/identity/IdentityNewPage')),
    requiresAuth: true,
  },
  { path: '/mine/identityBase', titleKey: 'mine.identity.basic.title', page: lazyPage(() => import('../mine/identity/IdentityBasicPage')) },
  {
    path: '/mine/identityAdvance',
    titleKey: 'mine.identity.advanced.title',
    page: lazyPage(() => import('../mine/identity/IdentityAdvancedPage')),
  },
  { path: '/mine/fund', titleKey: 'assets.fundPassword.title', page: lazyPage(() => import('../mine/fund/FundPasswordPage')) },
  { path: '/mine/security', titleKey: 'mine.security.title', page: lazyPage(() => import('../mine/security/SecurityPage')) },
  { path: '/mine/phone', titleKey: 'mine.phone.title', page: lazyPage(() => import('../mine/security/PhonePage')) },
  { path: '/mine/email', titleKey: 'mine.email.title', page: lazyPage(() => import('../mine/security/EmailPage')) },
  { path: '/mine/editEmail', titleKey: 'mine.email.editTitle', page: lazyPage(() => import('../mine/security/EditEmailPage')) },
  { path: '/mine/password', titleKey: 'mine.password.title', page: lazyPage(() => import('../mine/security/PasswordPage')) },
  { path: '/mine/coinAddress', titleKey: 'mine.address.title', page: lazyPage(() => import('../mine/address/CoinAddressPage')) },
  { path: '/mine/addCoinAddress', titleKey: 'mine.address.addTitle', page: lazyPage(() => import('../mine/address/AddCoinAddressPage')) },
  { path: '/mine/myTeam', titleKey: 'mine.team.title', page: lazyPage(() => import('../mine/team/MyTeamPage')) },
  { path: '/mine/invite', titleKey: 'mine.invite.title', page: lazyPage(() => import('../mine/team/InvitePage')) },
  { path: '/convert', titleKey: 'assets.convert.title', page: lazyPage(() => import('../wallet/convert/ConvertPage')) },
  { path: '/convertRecord', titleKey: 'assets.convert.records.title', page: lazyPage(() => import('../wallet/convert/ConvertRecordPage')) },
  { path: '/lockMining', titleKey: 'lock.title', page: lazyPage(() => import('../lock/LockMiningPage')) },
  { path: '/confirmLock/:id', titleKey: 'lock.confirm.title', page: lazyPage(() => import('../lock/ConfirmLockPage')) },
  { path: '/lockRecord', titleKey: 'lock.records.title', page: lazyPage(() => import('../lock/LockRecordPage')) },
  { path: '/mine/helpCenter', titleKey: 'help.center.title', page: lazyPage(() => import('../help/HelpCenterPage')) },
  { path: '/mine/addQuestion', titleKey: 'help.add.title', page: lazyPage(() => import('../help/AddQuestionPage')) },
  { path: '/mine/questionRecord', titleKey: 'help.record.title', page: lazyPage(() => import('../help/QuestionRecordPage')) },
  { path: '/announcement', titleKey: 'help.announcements.title', page: lazyPage(() => import('../announcements/AnnouncementListPage')) },
  {
    path: '/announcementDetail/:id',
    titleKey: 'help.announcements.detailTitle',
    page: lazyPage(() => import('../announcements/AnnouncementDetailPage')),
  },
  {
    path: '/documentDetail/:type',
    titleKey: 'pages.documents.title',
    page: lazyPage(() => import('../pages/documents/DocumentDetailPage')),
  },
  { path: '/aboutUs', titleKey: 'mine.links.about', page: lazyPage(() => import('../pages/AboutUsPage')) },
  { path: '/download', titleKey: 'pages.download.title', page: lazyPage(() => import('../pages/DownloadPage')) },
  { path: '/customerService', titleKey: 'pages.customerService.title', page: lazyPage(() => import('../pages/CustomerServicePage')) },
  { path: '/setting', titleKey: 'pages.settings.title', page: lazyPage(() => import('../settings/SettingPage')) },
  { path: '/tradDetail/:id', titleKey: 'pages.tradeDetail.title', page: lazyPage(() => import('../trade-detail/TradeDetailPage')) },
  { path: '/login', titleKey: 'auth.login.title', page: lazyPage(() => import('../auth/LoginPage')) },
  { path: '/register', titleKey: 'auth.register.title', page: lazyPage(() => import('../auth/RegisterPage')) },
  { path: '/retrieve', titleKey: 'auth.retrieve.title', page: lazyPage(() => import('../auth/RetrievePage')) },
];
