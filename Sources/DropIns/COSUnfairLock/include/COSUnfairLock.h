// Apple's os_unfair_lock for Linux: the same C interface (a 32-bit word that is zero when
// unlocked, so `os_unfair_lock()` in Swift and OS_UNFAIR_LOCK_INIT in C make an unlocked lock),
// built on a futex. The word holds the owner's thread id, plus a bit while other threads wait.
#ifndef COS_UNFAIR_LOCK_H
#define COS_UNFAIR_LOCK_H

#include <stdbool.h>
#include <stdint.h>

typedef struct os_unfair_lock_s {
  uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})

/// Locks, waiting (asleep, not spinning) while another thread owns the lock. Locking a lock the
/// calling thread already owns is a programming error: it aborts, as on Apple platforms.
void os_unfair_lock_lock(os_unfair_lock_t lock);

/// Locks if no thread owns the lock; returns whether it did.
bool os_unfair_lock_trylock(os_unfair_lock_t lock);

/// Unlocks. Unlocking a lock the calling thread does not own aborts.
void os_unfair_lock_unlock(os_unfair_lock_t lock);

/// Aborts unless the calling thread owns the lock.
void os_unfair_lock_assert_owner(const os_unfair_lock *lock);

/// Aborts if the calling thread owns the lock.
void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock);

#endif
