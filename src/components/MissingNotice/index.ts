export { MissingNotice, type MissingNoticeProps } from './MissingNotice';
