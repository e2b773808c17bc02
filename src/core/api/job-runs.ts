/** When a background job's run (the inventory sync, the order reconciliation) started, who
 * started it and how it is going, as staff see it; each job adds its own counts and error. */
export type JobRunDto = {
  /** 'schedule' | 'staff' */
  trigger: string;
  startedAt: string;
  finishedAt: string | null;
  /** 'running' | 'succeeded' | 'failed' */
  status: string;
};
