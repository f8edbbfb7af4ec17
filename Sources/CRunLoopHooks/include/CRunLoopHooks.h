// The Swift concurrency runtime's hooks for the main executor and the global executor, and the
// stage whose turn runs on the calling thread. HeadlessQuartzCore uses them to run main-actor
// jobs that a stage's code enqueues on the stage's own clock (docs/architecture.md#run-loop).
#ifndef C_RUN_LOOP_HOOKS_H
#define C_RUN_LOOP_HOOKS_H

#include <stdint.h>

/// A serial executor as the runtime passes it: the executor object and its witness table
/// (with the executor's kind in the low bits). Swift's `UnownedSerialExecutor`, bit for bit.
typedef struct {
  const void *identity;
  uintptr_t implementation;
} curtain_executor_ref;

/// The main executor the runtime uses without hooks (call it before installing them).
curtain_executor_ref curtain_default_main_executor(void);

/// Installs the hooks, once per process: from then on `main` is the main actor's executor, every
/// job enqueued on the global executor is first offered to `take_global`, and every job the
/// runtime enqueues on the main executor directly to `take_main`; each returns nonzero when it
/// takes the job. Call it once; later calls do nothing.
void curtain_install_run_loop_hooks(curtain_executor_ref main, int (*take_global)(void *job),
                                    int (*take_main)(void *job));

/// The stage running a turn on the calling thread (an unretained object), or null.
const void *curtain_running_stage(void);

/// Sets the stage running a turn on the calling thread; returns the one it replaces.
const void *curtain_set_running_stage(const void *stage);

#endif
