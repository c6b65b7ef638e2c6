/**
 * What a test started, undone in reverse order by `run` (afterAll): each step is added as soon
 * as its process exists, so a start that fails halfway leaves nothing running.
 */
export function createCleanups() {
  const steps: { name: string; undo: () => Promise<void> }[] = [];
  return {
    add(name: string, undo: () => Promise<void>) {
      steps.push({ name, undo });
    },
    async run() {
      const failures: string[] = [];
      for (const step of steps.reverse()) {
        try {
          await step.undo();
        } catch (error) {
          failures.push(`${step.name}: ${String(error)}`);
        }
      }
      steps.length = 0;
      if (failures.length > 0) throw new Error(`cleanup failed:\n${failures.join('\n')}`);
    },
  };
}

export type Cleanups = ReturnType<typeof createCleanups>;
