/* Won layouts of the runs win: mirrors runs.py (RunLayoutFinder).
 *
 * The same search, step for step where a choice is made (the anchors most
 * promising first, ties by the larger suit and start; the first best; the
 * fewest gaps first), so that the layout it finds is the one runs.py finds.
 *
 * A target depends on where the cards stand, but runs.py keeps the first one
 * found for cards that stand alike by starts (its _targets cache, keyed by the
 * suits' profiles) and gives it again for any position that has the same
 * starts: so must this, or the searches would answer otherwise. Those targets
 * are kept here, by the profiles (each suit's starts, sorted), for as long as
 * the finder lives, as runs.py keeps them.
 */
#include "_compiled.h"

#define SLOT_COUNT 54
#define ROWS 3

/* runs.Profile: a suit's cards by start, the most first (ties: the lower start). */
typedef struct {
    int count;
    uint8_t start[RUN], many[RUN];
} Profile;

/* runs._Rows */
typedef struct {
    uint8_t gains[ROWS][LEVELS];
    uint8_t tops[ROWS];
} Rows;

/* runs._Best */
typedef struct {
    int settled, suit, start;
    uint8_t rest[3];
} Best;

static int
start_of(int slot, int rank)
{
    return ((slot - rank) % SLOT_COUNT + SLOT_COUNT) % SLOT_COUNT;
}

static void
profile_of(const uint8_t *where, int suit, Profile *profile)
{
    uint8_t counts[SLOT_COUNT] = {0};
    profile->count = 0;
    for (int rank = 0; rank < RUN; rank++)
        counts[start_of(where[suit * SUIT_CODES + rank], rank)]++;
    for (int start = 0; start < SLOT_COUNT; start++) {
        if (!counts[start])
            continue;
        int at = profile->count++;
        while (at > 0 && profile->many[at - 1] < counts[start]) {
            profile->start[at] = profile->start[at - 1];
            profile->many[at] = profile->many[at - 1];
            at--;
        }
        profile->start[at] = (uint8_t)start;
        profile->many[at] = counts[start];
    }
}

/* runs._gains */
static void
gains_of(const Profile *profile, int start, Rows *rows)
{
    memset(rows, 0, sizeof(*rows));
    for (int i = 0; i < profile->count; i++) {
        int offset = ((profile->start[i] - start) % SLOT_COUNT + SLOT_COUNT) % SLOT_COUNT;
        int block = offset / RUN, h = offset % RUN;
        if (block >= 1 && block <= 3 && h < LEVELS)
            rows->gains[block - 1][h] = profile->many[i];
    }
    for (int row = 0; row < ROWS; row++)
        for (int h = 0; h < LEVELS; h++)
            if (rows->gains[row][h] > rows->tops[row])
                rows->tops[row] = rows->gains[row][h];
}

/* runs._most */
static int
most(const uint8_t *first, const uint8_t *second, const uint8_t *third)
{
    int row3[LEVELS], row2[LEVELS];
    int later = 0;
    for (int h = LEVELS - 1; h >= 0; h--) {
        if (third[h] > later)
            later = third[h];
        row3[h] = later;
    }
    later = 0;
    for (int h = LEVELS - 1; h >= 0; h--) {
        if (second[h] + row3[h] > later)
            later = second[h] + row3[h];
        row2[h] = later;
    }
    int best = first[0] + row2[0];
    for (int h = 1; h < LEVELS; h++)
        if (first[h] + row2[h] > best)
            best = first[h] + row2[h];
    return best;
}

typedef struct {
    int ceiling, suit, start, count;
} Anchor;

static int
anchor_before(const Anchor *a, const Anchor *b)
{
    /* descending, as reversed(sorted(...)) takes them */
    if (a->ceiling != b->ceiling)
        return a->ceiling > b->ceiling;
    if (a->suit != b->suit)
        return a->suit > b->suit;
    if (a->start != b->start)
        return a->start > b->start;
    return a->count > b->count;
}

/* runs.RunLayoutFinder._search */
static Best
search(const FinderObject *finder, const Profile *profiles)
{
    Anchor anchors[SUITS * RUN];
    int count = 0, everyone = 0;
    for (int suit = 0; suit < SUITS; suit++)
        everyone += profiles[suit].many[0];
    for (int suit = 0; suit < SUITS; suit++) {
        for (int i = 0; i < profiles[suit].count; i++) {
            Anchor anchor = {everyone - profiles[suit].many[0] + profiles[suit].many[i], suit,
                             profiles[suit].start[i], profiles[suit].many[i]};
            int at = count++;
            while (at > 0 && anchor_before(&anchor, &anchors[at - 1])) {
                anchors[at] = anchors[at - 1];
                at--;
            }
            anchors[at] = anchor;
        }
    }
    Best best = {0, 0, 0, {1, 2, 3}};
    for (int i = 0; i < count; i++) {
        const Anchor *anchor = &anchors[i];
        if (anchor->ceiling <= best.settled)
            break; /* sorted by ceiling: nothing later can do better */
        Rows rows[SUITS];
        for (int suit = 0; suit < SUITS; suit++)
            gains_of(&profiles[suit], anchor->start, &rows[suit]);
        for (int o = 0; o < finder->order_count; o++) {
            const uint8_t *rest = finder->after[anchor->suit][o];
            const Rows *first = &rows[rest[0]], *second = &rows[rest[1]], *third = &rows[rest[2]];
            if (anchor->count + first->tops[0] + second->tops[1] + third->tops[2] <= best.settled)
                continue;
            int settled = anchor->count + most(first->gains[0], second->gains[1], third->gains[2]);
            if (settled > best.settled) {
                best.settled = settled;
                best.suit = anchor->suit;
                best.start = anchor->start;
                memcpy(best.rest, rest, 3);
            }
        }
    }
    return best;
}

int
runs_bound(const FinderObject *finder, const uint8_t *where)
{
    Profile profiles[SUITS];
    for (int suit = 0; suit < SUITS; suit++)
        profile_of(where, suit, &profiles[suit]);
    return CARDS_IN_PLAY - search(finder, profiles).settled;
}

/* runs._target: the best layout as a search's target, for the cards at ``where``. */
static void
target_of(const Best *best, const Profile *profiles, const uint8_t *where, Target *out)
{
    Rows rows[SUITS];
    for (int suit = 0; suit < SUITS; suit++)
        gains_of(&profiles[suit], best->start, &rows[suit]);
    /* runs._shifts: the h1 <= h2 <= h3 that reach the most, the fewest gaps first */
    const uint8_t *first = rows[best->rest[0]].gains[0], *second = rows[best->rest[1]].gains[1],
                  *third = rows[best->rest[2]].gains[2];
    int top = -1, h[3] = {0, 0, 0};
    for (int h1 = 0; h1 < LEVELS; h1++)
        for (int h2 = h1; h2 < LEVELS; h2++)
            for (int h3 = h2; h3 < LEVELS; h3++)
                if (first[h1] + second[h2] + third[h3] > top) {
                    top = first[h1] + second[h2] + third[h3];
                    h[0] = h1, h[1] = h2, h[2] = h3;
                }
    int suits[SUITS] = {best->suit, best->rest[0], best->rest[1], best->rest[2]};
    int starts[SUITS] = {best->start, best->start + RUN + h[0], best->start + 2 * RUN + h[1],
                         best->start + 3 * RUN + h[2]};
    memset(out->slot_of, NO_AIM, sizeof(out->slot_of));
    out->count = 0;
    for (int block = 0; block < SUITS; block++) {
        for (int rank = 0; rank < RUN; rank++) {
            int card = suits[block] * SUIT_CODES + rank;
            int slot = (starts[block] + rank) % SLOT_COUNT;
            if (where[card] != slot) {
                out->slot_of[card] = (uint8_t)slot;
                out->count++;
            }
        }
    }
    out->cost = out->count;
    for (int block = 0; block < SUITS; block++)
        out->order[block] = (uint8_t)suits[block];
}

/* ---- the targets found, by profiles (runs.RunLayoutFinder._targets) ----- */

#define KEY_SIZE (SUITS * RUN)

typedef struct {
    uint8_t key[KEY_SIZE];
    Target target;
} Found;

struct RunTargets {
    Found *found;
    Py_ssize_t count, room;
    int32_t *index; /* numbers + 1 by hash of key */
    Py_ssize_t size;
};

/* A suit's profile, as a key: its cards' starts, sorted. */
static void
key_of(const Profile *profiles, uint8_t *key)
{
    for (int suit = 0; suit < SUITS; suit++) {
        uint8_t *starts = key + suit * RUN;
        int at = 0;
        for (int i = 0; i < profiles[suit].count; i++) {
            /* the profile lists each start once with its count: any order will do,
             * as long as equal profiles give equal keys; sort them */
            for (int k = 0; k < profiles[suit].many[i]; k++)
                starts[at++] = profiles[suit].start[i];
        }
        for (int i = 1; i < RUN; i++) {
            uint8_t moving = starts[i];
            int j = i;
            while (j > 0 && starts[j - 1] > moving) {
                starts[j] = starts[j - 1];
                j--;
            }
            starts[j] = moving;
        }
    }
}

static size_t
key_hash(const uint8_t *key)
{
    uint64_t hash = UINT64_C(1469598103934665603);
    for (int i = 0; i < KEY_SIZE; i++)
        hash = (hash ^ key[i]) * UINT64_C(1099511628211);
    return (size_t)(hash ^ (hash >> 29));
}

void
runs_targets_free(RunTargets *targets)
{
    if (targets == NULL)
        return;
    PyMem_Free(targets->found);
    PyMem_Free(targets->index);
    PyMem_Free(targets);
}

static size_t
found_hash(const void *context, Py_ssize_t number)
{
    return key_hash(((const RunTargets *)context)->found[number - 1].key);
}

static int
targets_grow(RunTargets *targets)
{
    Py_ssize_t size = targets->size ? targets->size * 2 : 256;
    int32_t *index = index_of(size, targets->count, found_hash, targets);
    if (index == NULL)
        return -1;
    PyMem_Free(targets->index);
    targets->index = index;
    targets->size = size;
    return 0;
}

/* The target of ``where`` (runs.RunLayoutFinder.target), and its number among the
 * finder's targets, or -2 with a Python exception set. */
Py_ssize_t
runs_target(FinderObject *finder, const uint8_t *where, Target *out)
{
    Profile profiles[SUITS];
    uint8_t key[KEY_SIZE];
    for (int suit = 0; suit < SUITS; suit++)
        profile_of(where, suit, &profiles[suit]);
    key_of(profiles, key);
    if (finder->targets == NULL) {
        finder->targets = PyMem_Calloc(1, sizeof(RunTargets));
        if (finder->targets == NULL) {
            PyErr_NoMemory();
            return -2;
        }
        if (targets_grow(finder->targets) < 0)
            return -2;
    }
    RunTargets *targets = finder->targets;
    size_t mask = (size_t)targets->size - 1;
    size_t place = key_hash(key) & mask;
    while (targets->index[place]) {
        Py_ssize_t number = targets->index[place] - 1;
        if (memcmp(targets->found[number].key, key, KEY_SIZE) == 0) {
            *out = targets->found[number].target;
            return number;
        }
        place = (place + 1) & mask;
    }
    Best best = search(finder, profiles);
    target_of(&best, profiles, where, out);
    if (grow((void **)&targets->found, &targets->room, targets->count + 1, sizeof(Found)) < 0)
        return -2;
    Py_ssize_t number = targets->count++;
    memcpy(targets->found[number].key, key, KEY_SIZE);
    targets->found[number].target = *out;
    targets->index[place] = (int32_t)targets->count;
    if (2 * targets->count >= targets->size && targets_grow(targets) < 0)
        return -2;
    return number;
}

const Target *
runs_kept(const RunTargets *targets, Py_ssize_t number)
{
    return &targets->found[number].target;
}
