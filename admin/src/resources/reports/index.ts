import FlagIcon from '@mui/icons-material/Flag';
import { ReportList } from './ReportList';

export default { list: ReportList, icon: FlagIcon, options: { label: 'Reports' } };
