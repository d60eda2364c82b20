import PeopleIcon from '@mui/icons-material/People';
import { EscortList } from './EscortList';

export default { list: EscortList, icon: PeopleIcon, options: { label: 'Escorts' } };
