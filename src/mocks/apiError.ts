/** Thrown by handlers and the database to end a request with this status and message. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export const UNREGISTERED_EMAIL = 'The email you entered is not Registered. Not Found error';
