/* Won layouts of the reading win: mirrors layouts.py (LayoutFinder).
 *
 * The same algorithm, step for step where a choice is made (the orders ranked
 * by ceiling, ties by their number; the first best; each block's pass keeping
 * for each level the item that last raised it), so that the target it finds
 * is the one layouts.py finds. Without layouts.py's caches: each answer is
 * worked out afresh, in about a microsecond.
 */
#include "_compiled.h"

#define BLOCKS 4
#define MAX_SHIFT (LEVELS - 1)

/* One suit's cards sorted into the blocks they fit (layouts._SuitProfile). */
typedef struct {
    uint8_t count[BLOCKS];
    uint8_t rank[BLOCKS][RUN];
    uint8_t shift[BLOCKS][RUN];
    uint8_t best[BLOCKS];
} Profile;

/* layouts._BlockPass */
typedef struct {
    uint8_t levels[LEVELS];
    int8_t last[LEVELS];
    int8_t before[RUN];
} Pass;

/* layouts._FITS: the block and shift of a card of rank index ``rank`` at ``slot``, or -1. */
static int
fits(int rank, int slot, int *shift)
{
    int offset = slot - rank;
    if (offset < 0)
        return -1;
    int block = offset / RUN;
    *shift = offset % RUN;
    return *shift <= MAX_SHIFT && block < BLOCKS ? block : -1;
}

int
reading_fits_no_block(int card, int slot)
{
    int shift;
    int rank = card % SUIT_CODES;
    return rank >= RUN || fits(rank, slot, &shift) < 0;
}

/* layouts._longest */
static int
longest(const uint8_t *shifts, int count)
{
    uint8_t best[LEVELS] = {0};
    for (int i = 0; i < count; i++) {
        int length = best[shifts[i]] + 1;
        for (int level = shifts[i]; level < LEVELS && best[level] < length; level++)
            best[level] = (uint8_t)length;
    }
    return best[MAX_SHIFT];
}

/* layouts.LayoutFinder._profile */
static void
profile_of(const uint8_t *where, int suit, Profile *profile)
{
    memset(profile->count, 0, sizeof(profile->count));
    for (int rank = 0; rank < RUN; rank++) {
        int shift;
        int block = fits(rank, where[suit * SUIT_CODES + rank], &shift);
        if (block >= 0) {
            int at = profile->count[block]++;
            profile->rank[block][at] = (uint8_t)rank;
            profile->shift[block][at] = (uint8_t)shift;
        }
    }
    for (int block = 0; block < BLOCKS; block++)
        profile->best[block] = (uint8_t)longest(profile->shift[block], profile->count[block]);
}

/* layouts.LayoutFinder._ranking: the orders by ceiling, best first (ties: listed order). */
static int
ranking(const FinderObject *finder, const Profile *profiles, int penalty, int *ceilings,
        int *numbers)
{
    int count = finder->order_count;
    for (int number = 0; number < count; number++) {
        const uint8_t *order = finder->orders[number];
        int first = profiles[order[0]].best[0];
        int ceiling = first + profiles[order[1]].best[1] + profiles[order[2]].best[2]
                      + profiles[order[3]].best[3];
        if (!first)
            ceiling -= penalty; /* no card of the first suit can be settled */
        int at = number;
        while (at > 0 && ceilings[at - 1] < ceiling) {
            ceilings[at] = ceilings[at - 1];
            numbers[at] = numbers[at - 1];
            at--;
        }
        ceilings[at] = ceiling;
        numbers[at] = number;
    }
    return count;
}

/* layouts.LayoutFinder._through_block */
static void
through_block(const uint8_t *shifts, int count, const uint8_t *levels, Pass *pass)
{
    memcpy(pass->levels, levels, LEVELS);
    for (int level = 0; level < LEVELS; level++)
        pass->last[level] = (int8_t)(-(level + 1));
    for (int number = 0; number < count; number++) {
        int shift = shifts[number];
        int length = pass->levels[shift] + 1;
        pass->before[number] = pass->last[shift];
        for (int level = shift; level < LEVELS && pass->levels[level] < length; level++) {
            pass->levels[level] = (uint8_t)length;
            pass->last[level] = (int8_t)number;
        }
    }
}

/* layouts.LayoutFinder._subsequence: the most settled cards for ``order`` and, if
 * ``settled`` is given, one such set of them: settled[block][rank] is the shift of
 * a settled card (-1 for the others). */
static int
subsequence(const uint8_t *order, const Profile *profiles, int8_t settled[BLOCKS][RUN])
{
    static const uint8_t start[LEVELS] = {0};
    Pass passes[BLOCKS];
    int passed[BLOCKS];
    const uint8_t *levels = start;
    for (int block = 0; block < BLOCKS; block++) {
        const Profile *profile = &profiles[order[block]];
        passed[block] = profile->count[block] > 0;
        if (passed[block]) {
            through_block(profile->shift[block], profile->count[block], levels, &passes[block]);
            levels = passes[block].levels;
        }
    }
    if (settled != NULL) {
        memset(settled, -1, sizeof(int8_t) * BLOCKS * RUN);
        int level = MAX_SHIFT;
        for (int block = BLOCKS - 1; block >= 0; block--) {
            if (!passed[block])
                continue;
            /* layouts._trail */
            const Profile *profile = &profiles[order[block]];
            int link = passes[block].last[level];
            while (link >= 0) {
                settled[block][profile->rank[block][link]] = (int8_t)profile->shift[block][link];
                link = passes[block].before[link];
            }
            level = -link - 1;
        }
    }
    return levels[MAX_SHIFT];
}

int
reading_bound(const FinderObject *finder, const uint8_t *where)
{
    Profile profiles[SUITS];
    int ceilings[MAX_ORDERS], numbers[MAX_ORDERS];
    for (int suit = 0; suit < SUITS; suit++)
        profile_of(where, suit, &profiles[suit]);
    int count = ranking(finder, profiles, 0, ceilings, numbers);
    int best = -1;
    for (int i = 0; i < count; i++) {
        if (ceilings[i] <= best)
            break; /* the ranking is by ceiling: nothing later can do better */
        int settled = subsequence(finder->orders[numbers[i]], profiles, NULL);
        if (settled > best)
            best = settled;
    }
    return CARDS_IN_PLAY - best;
}

/* layouts.LayoutFinder._best_target (and _piece for each block) */
void
reading_target(const FinderObject *finder, const uint8_t *where, Target *out)
{
    Profile profiles[SUITS];
    int ceilings[MAX_ORDERS], numbers[MAX_ORDERS];
    int8_t settled[BLOCKS][RUN], chosen[BLOCKS][RUN];
    int penalty = finder->penalty;
    for (int suit = 0; suit < SUITS; suit++)
        profile_of(where, suit, &profiles[suit]);
    int count = ranking(finder, profiles, penalty, ceilings, numbers);
    int best_value = -CARDS_IN_PLAY - penalty - 1;
    const uint8_t *best_order = finder->orders[0];
    memset(chosen, -1, sizeof(chosen));
    for (int i = 0; i < count; i++) {
        if (ceilings[i] <= best_value)
            break;
        const uint8_t *order = finder->orders[numbers[i]];
        int value = subsequence(order, profiles, settled);
        int anchored = 0; /* block 0 holds only the first suit: anchored if anything is settled */
        for (int rank = 0; rank < RUN; rank++)
            anchored |= settled[0][rank] >= 0;
        if (!anchored)
            value -= penalty;
        if (value > best_value) {
            best_value = value;
            best_order = order;
            memcpy(chosen, settled, sizeof(chosen));
        }
    }
    memset(out->slot_of, NO_AIM, sizeof(out->slot_of));
    out->count = 0;
    int shift = 0;
    for (int block = 0; block < BLOCKS; block++) {
        int suit = best_order[block];
        for (int rank = 0; rank < RUN; rank++) {
            if (chosen[block][rank] < 0) {
                /* an unsettled card is aimed right after the settled card before it */
                int card = suit * SUIT_CODES + rank;
                int slot = block * RUN + rank + shift;
                out->slot_of[card] = (uint8_t)slot;
                out->count++;
            }
            else
                shift = chosen[block][rank];
        }
    }
    out->cost = (int16_t)(CARDS_IN_PLAY - best_value);
    memcpy(out->order, best_order, SUITS);
}
