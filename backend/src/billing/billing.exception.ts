import { appError, ErrorKind } from '../common/errors/app.exception';

/** Billing's refusals; the one global filter turns each kind into its HTTP status. */
export const badInput = (message: string) => appError(ErrorKind.BadInput, message);
export const notFound = (message: string) => appError(ErrorKind.NotFound, message);
export const conflict = (message: string) => appError(ErrorKind.Conflict, message);
