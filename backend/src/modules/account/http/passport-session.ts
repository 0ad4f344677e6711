import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { AppConfig } from '../../../shared/config/app-config';
import { SESSION_COOKIE } from '../../../shared/http/configure-app';
import { SignInService, type SignedIn } from '../application/sign-in.service';
import { InvalidCredentialsError } from '../domain/account.errors';
import { SESSION_LIFETIMES, sessionOutlived } from '../domain/session-lifetime';
import { isStaffRole, type SessionUser } from '../domain/user';
import './session-user';

const run = (middleware: RequestHandler, req: Request, res: Response) =>
  new Promise<void>((resolve, reject) => middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve())));

/**
 * Passport (local strategy) over express-session, one instance per application so that several test
 * apps in one process never share strategies or serializers. The session holds only the user id;
 * the user is read again on every request, so a deleted account is signed out at once.
 */
@Injectable()
export class PassportSession {
  private readonly passport = new Passport();
  private readonly initialize: RequestHandler;
  private readonly restoreSession: RequestHandler;

  constructor(
    signIn: SignInService,
    private readonly config: AppConfig,
  ) {
    this.passport.use(
      'local',
      new LocalStrategy(
        { usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false },
        (req, email, password, done) => {
          const code = (req.body as { code?: unknown }).code;
          signIn
            .authenticate(email, password, req.ip ?? 'unknown', typeof code === 'string' ? code : undefined)
            .then(({ user, recoveryCodes }) => {
              // Passport hands `info` to the callback in authenticate(): the recovery codes travel there.
              const info = { message: 'signed in', recoveryCodes };
              done(null, user, info);
            }, done);
        },
      ),
    );
    this.passport.serializeUser((user, done) => done(null, user.id));
    this.passport.deserializeUser((id: string, done) => {
      signIn.findSessionUser(String(id)).then((user) => done(null, user ?? false), done);
    });
    this.initialize = this.passport.initialize();
    this.restoreSession = this.passport.session();
  }

  /**
   * Sets `request.user` from the login session (and keeps `session.role` in step for express-level checks).
   * A request without a session (an anonymous read) has nobody to restore: nothing is done for it.
   */
  async restore(req: Request, res: Response): Promise<void> {
    if (!req.session) return;
    await run(this.initialize, req, res);
    await run(this.restoreSession, req, res);
    if (req.user && sessionOutlived(req.user.role, req.session.signedInAt, Date.now())) await this.logOut(req, res);
    const role = req.user?.role;
    if (req.session.role !== role) {
      if (role) req.session.role = role;
      else delete req.session.role;
    }
  }

  /** Runs the local strategy on the request body ({ email, password, code? }); rejects with a domain error. */
  authenticate(req: Request, res: Response): Promise<SignedIn> {
    return new Promise((resolve, reject) => {
      const handler = this.passport.authenticate(
        'local',
        { session: false },
        (error: unknown, user: SessionUser | false, info?: Pick<SignedIn, 'recoveryCodes'>) => {
          if (error) reject(error);
          else if (!user) reject(new InvalidCredentialsError());
          else resolve({ user, recoveryCodes: info?.recoveryCodes });
        },
      );
      handler(req, res, reject);
    });
  }

  /**
   * Starts a login session under a new session id (no fixation). Only the pre-launch gate's grant is
   * carried over from the anonymous session.
   */
  async logIn(req: Request, user: SessionUser): Promise<void> {
    const devAccess = req.session.devAccess === true;
    await new Promise<void>((resolve, reject) => req.logIn(user, (error) => (error ? reject(error) : resolve())));
    if (devAccess) req.session.devAccess = true;
    req.session.role = user.role;
    req.session.signedInAt = Date.now();
    // The cookie and the stored session expire after the role's idle time; every response rolls it on (express-session `rolling`).
    req.session.cookie.maxAge = isStaffRole(user.role)
      ? this.config.STAFF_SESSION_IDLE_SECONDS * 1000
      : SESSION_LIFETIMES[user.role].idleMs;
  }

  /** Destroys the session (its row is deleted); a visitor who passed the gate gets a fresh one that remembers only that. */
  async logOut(req: Request, res: Response): Promise<void> {
    const devAccess = req.session?.devAccess === true;
    if (req.session)
      await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
    req.user = undefined;
    if (devAccess) req.session.devAccess = true;
    else res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.isProduction });
  }
}

/** Every API request: the signed-in user, if any, on `request.user`. */
@Injectable()
export class PassportSessionMiddleware implements NestMiddleware {
  constructor(private readonly passportSession: PassportSession) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    await this.passportSession.restore(req, res);
    next();
  }
}
