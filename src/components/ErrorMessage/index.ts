export { ErrorMessage } from './ErrorMessage';
