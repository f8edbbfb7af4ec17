#define _GNU_SOURCE
#include "CRunLoopHooks.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

// The runtime declares its hooks with Swift's calling convention (SWIFT_CC(swift)).
#define SWIFTCC __attribute__((swiftcall))

typedef SWIFTCC curtain_executor_ref (*get_main_original)(void);
typedef SWIFTCC curtain_executor_ref (*get_main_hook)(get_main_original);
typedef SWIFTCC void (*global_original)(void *job);
typedef SWIFTCC void (*global_hook)(void *job, global_original);

static _Thread_local const void *running_stage;
static curtain_executor_ref main_executor;
static int (*take_global_job)(void *job);
static int (*take_main_job)(void *job);
static global_hook previous_global_hook;
static global_hook previous_main_hook;

/// A symbol of the Swift runtime; aborts, saying which, when it is missing.
static void *hook_slot(const char *name) {
  void *slot = dlsym(RTLD_DEFAULT, name);
  if (!slot) {
    fprintf(stderr, "curtain: the Swift runtime has no %s; cannot run tasks on a stage\n", name);
    abort();
  }
  return slot;
}

static SWIFTCC curtain_executor_ref get_main(get_main_original original) {
  (void)original;
  return main_executor;
}

static SWIFTCC void enqueue_global(void *job, global_original original) {
  if (take_global_job(job)) return;
  if (previous_global_hook) {
    previous_global_hook(job, original);
  } else {
    original(job);
  }
}

// The runtime sends here what it resumes on the main actor without asking the main executor
// object (a yield's continuation, a hop back from a nonisolated function).
static SWIFTCC void enqueue_main(void *job, global_original original) {
  if (take_main_job(job)) return;
  if (previous_main_hook) {
    previous_main_hook(job, original);
  } else {
    original(job);
  }
}

curtain_executor_ref curtain_default_main_executor(void) {
  get_main_original get = (get_main_original)hook_slot("swift_task_getMainExecutor");
  return get();
}

void curtain_install_run_loop_hooks(curtain_executor_ref main, int (*take_global)(void *job),
                                    int (*take_main)(void *job)) {
  global_hook *global = hook_slot("swift_task_enqueueGlobal_hook");
  global_hook *main_enqueue = hook_slot("swift_task_enqueueMainExecutor_hook");
  get_main_hook *main_slot = hook_slot("swift_task_getMainExecutor_hook");
  if (*main_slot == get_main) return;
  main_executor = main;
  take_global_job = take_global;
  previous_global_hook = *global;
  *global = enqueue_global;
  take_main_job = take_main;
  previous_main_hook = *main_enqueue;
  *main_enqueue = enqueue_main;
  *main_slot = get_main;
}

const void *curtain_running_stage(void) { return running_stage; }

const void *curtain_set_running_stage(const void *stage) {
  const void *previous = running_stage;
  running_stage = stage;
  return previous;
}
