import MailIcon from '@mui/icons-material/Mail';
import { ThreadList } from './ThreadList';
import { ThreadShow } from './ThreadShow';

export default { list: ThreadList, show: ThreadShow, icon: MailIcon, options: { label: 'Messages' } };
