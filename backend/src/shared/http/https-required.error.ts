import { fixedDomainError } from '../errors/domain-error';

export class HttpsRequiredError extends fixedDomainError(
  'REQUEST.HTTPS_REQUIRED',
  'forbidden',
  'This site only accepts changes over https. Please use the https address.',
) {}
