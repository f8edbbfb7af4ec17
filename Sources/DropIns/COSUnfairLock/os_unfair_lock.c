#define _GNU_SOURCE
#include "COSUnfairLock.h"

#include <linux/futex.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

// The word: 0 when unlocked, else the owner's thread id, with WAITERS set while a thread may
// sleep on it (thread ids stay below 2^22 on Linux, so the top bit is free).
#define WAITERS 0x80000000u

static uint32_t current_thread(void) { return (uint32_t)syscall(SYS_gettid); }

static void futex_wait(uint32_t *word, uint32_t expected) {
  syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, expected, NULL, NULL, 0);
}

static void futex_wake_one(uint32_t *word) {
  syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

static void fail(const char *message) {
  fprintf(stderr, "os_unfair_lock: %s\n", message);
  abort();
}

void os_unfair_lock_lock(os_unfair_lock_t lock) {
  uint32_t *word = &lock->_os_unfair_lock_opaque;
  uint32_t self = current_thread();
  uint32_t expected = 0;
  if (__atomic_compare_exchange_n(word, &expected, self, false, __ATOMIC_ACQUIRE,
                                  __ATOMIC_RELAXED)) {
    return;
  }
  if ((expected & ~WAITERS) == self) fail("lock already owned by the current thread");
  // Contended: mark the word and sleep until it is released; whoever takes it afterwards keeps
  // the mark, as other threads may still be asleep.
  for (;;) {
    if (expected == 0) {
      if (__atomic_compare_exchange_n(word, &expected, self | WAITERS, false, __ATOMIC_ACQUIRE,
                                      __ATOMIC_RELAXED)) {
        return;
      }
      continue;
    }
    if ((expected & WAITERS) == 0 &&
        !__atomic_compare_exchange_n(word, &expected, expected | WAITERS, false,
                                     __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
      continue;
    }
    futex_wait(word, expected | WAITERS);
    expected = __atomic_load_n(word, __ATOMIC_RELAXED);
  }
}

bool os_unfair_lock_trylock(os_unfair_lock_t lock) {
  uint32_t expected = 0;
  return __atomic_compare_exchange_n(&lock->_os_unfair_lock_opaque, &expected, current_thread(),
                                     false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

void os_unfair_lock_unlock(os_unfair_lock_t lock) {
  uint32_t *word = &lock->_os_unfair_lock_opaque;
  uint32_t old = __atomic_load_n(word, __ATOMIC_RELAXED);
  if ((old & ~WAITERS) != current_thread()) fail("unlock of a lock not owned by the current thread");
  old = __atomic_exchange_n(word, 0, __ATOMIC_RELEASE);
  if (old & WAITERS) futex_wake_one(word);
}

void os_unfair_lock_assert_owner(const os_unfair_lock *lock) {
  uint32_t word = __atomic_load_n(&lock->_os_unfair_lock_opaque, __ATOMIC_RELAXED);
  if ((word & ~WAITERS) != current_thread()) fail("lock not owned by the current thread");
}

void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock) {
  uint32_t word = __atomic_load_n(&lock->_os_unfair_lock_opaque, __ATOMIC_RELAXED);
  if ((word & ~WAITERS) == current_thread()) fail("lock owned by the current thread");
}
