import type { Actor, Db } from '@honora/db';
import * as repo from './jobs.repository';

/** The most runs one FINISH statement carries. */
const BATCH_MAX = 200;

interface Pending {
  actor: Actor;
  run: repo.FinishedRun;
  resolve: (finished: boolean) => void;
  reject: (error: unknown) => void;
}

/** Runs stamped by the same actor can share a statement (the record-metadata trigger reads one actor). */
function actorKey(actor: Actor): string {
  return JSON.stringify([actor.id, actor.name, actor.env ?? null, actor.version ?? null]);
}

/**
 * Writes the FINISH of this worker's runs in batches (decision 019): the runs that end in the
 * same turn of the event loop, or while the previous write is in flight, go in one UPDATE
 * instead of one round trip and one commit each. A run's promise settles when its own write is
 * done: true when the job was finished, false when it was no longer this worker's.
 */
export class JobFinisher {
  private pending: Pending[] = [];
  private isFlushing = false;
  private isScheduled = false;

  constructor(
    private readonly db: Db,
    private readonly workerId: string,
  ) {}

  finish(actor: Actor, run: repo.FinishedRun): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.pending.push({ actor, run, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.isFlushing || this.isScheduled) return;
    this.isScheduled = true;
    setImmediate(() => {
      this.isScheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.isFlushing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, BATCH_MAX);
        const groups = new Map<string, Pending[]>();
        for (const item of batch) {
          const key = actorKey(item.actor);
          groups.set(key, [...(groups.get(key) ?? []), item]);
        }
        for (const group of groups.values()) await this.write(group);
      }
    } finally {
      this.isFlushing = false;
    }
  }

  private async write(group: Pending[]): Promise<void> {
    try {
      const finished = await repo.finishJobs(
        this.db,
        group[0]!.actor,
        this.workerId,
        group.map((item) => item.run),
      );
      for (const item of group) item.resolve(finished.has(item.run.id));
    } catch (error) {
      for (const item of group) item.reject(error);
    }
  }
}
