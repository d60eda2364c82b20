import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { VerificationList } from './VerificationList';

export default { list: VerificationList, icon: VerifiedUserIcon, options: { label: 'Verifications' } };
