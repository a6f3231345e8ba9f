import dayjs from 'dayjs';
import 'dayjs/locale/nb';
import nbNO from 'antd/locale/nb_NO';

// Norwegian dates everywhere: antd's pickers and texts, and dayjs for the app's own formatting.
dayjs.locale('nb');

export const antdLocale = nbNO;
