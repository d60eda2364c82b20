import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { SubscriptionList } from './SubscriptionList';

export default { list: SubscriptionList, icon: CardMembershipIcon, options: { label: 'Subscriptions' } };
