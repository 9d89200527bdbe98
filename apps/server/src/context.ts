import type { Database, DatabaseHandle } from '@ss/db';
import type { Config } from './config.ts';
import type { Jobs } from './jobs/queue.ts';
import type { Actor } from './lib/actor.ts';
import type { SessionRow } from './repositories/sessions.repository.ts';

/** What the whole process shares: configuration, the database and the job queue. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  jobs: Jobs;
}

/** The signed-in session of a request. */
export interface RequestAuth {
  sessionHash: string;
  session: SessionRow;
  /** The user who signed in. */
  realUser: Actor;
  /** Who the request acts as: the simulated user while simulating, else realUser. */
  actor: Actor;
  /** The newest agreement version and the one the real user agreed to, read with the session. */
  agreement: { current: number | null; agreed: number | null };
}

/**
 * What a use case receives: the app context, who acts (if anyone is signed in), and from where.
 * Use cases that run without a user (sign-in, password links, jobs through them) take this one.
 */
export interface ServiceContext extends AppContext {
  auth: RequestAuth | null;
  ip: string;
  /** The request's User-Agent header (a new session records it, summarised when shown: issue 24). */
  userAgent?: string | null;
}

/** A use case that needs a signed-in user: the session is there, and so is who acts. Built by authedContext(). */
export interface AuthedContext extends ServiceContext {
  auth: RequestAuth;
  /** auth.actor: the simulated user while simulating, else the signed-in one. */
  actor: Actor;
}
