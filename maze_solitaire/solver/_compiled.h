/* The compiled core's shared declarations (maze_solitaire.solver._compiled).
 *
 * Each .c file mirrors the Python module of the same name, which is its
 * documentation and gives the same answers to the bit (core.py says how the
 * two are chosen, tests/test_cores.py holds them to it). Portable C99: no
 * compiler's extensions; every allocation goes through PyMem_*, so that
 * tracemalloc counts the compiled core's memory as it counts the pure one's.
 */
#ifndef MAZE_SOLITAIRE_COMPILED_H
#define MAZE_SOLITAIRE_COMPILED_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <float.h>
#include <stdint.h>
#include <string.h>

/* Priorities are sums of products of doubles, compared as Python compares
 * them: each operation rounded to double on its own. Where intermediate
 * results are kept wider (x87), the answers could differ: build no core. */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0 && FLT_EVAL_METHOD != 1
#error "the compiled core needs double arithmetic evaluated as double"
#endif

#define MAX_SLOTS 64    /* the most slots a variant may have */
#define CODES 53        /* what a slot holds: a card code 0-51, or the gap */
#define GAP 52
#define NO_AIM 255      /* layouts.NO_AIM */
#define NOWHERE 255     /* compact.OFF_BOARD: where a King is */
#define SUITS 4
#define SUIT_CODES 13   /* codes a suit: A..K */
#define RUN 12          /* cards of a suit in play, A..Q */
#define CARDS_IN_PLAY 48
#define LEVELS 7        /* shifts 0-6, gaps 0-6 before a run */
#define MAX_ORDERS 24
#define MAX_STEPS 64    /* legal moves of one position, at most */
#define UNKNOWN (-1)

/* ---- compact.c: a variant's rules on the compact form ---------------- */

enum Win { WIN_READING, WIN_RUNS };

typedef struct {
    PyObject_HEAD
    int slots, cards, gaps;
    int win;                          /* enum Win */
    uint8_t look_left[MAX_SLOTS], look_right[MAX_SLOTS];
    uint64_t follow[CODES + 1];       /* bit c: card c may stand right after the code */
    uint64_t precede[CODES + 1];      /* bit c: card c may stand right before it */
    uint64_t starters;                /* the cards a won reading starts with (Aces) */
    int table_of[MAX_SLOTS];          /* which fillers table a slot's gaps use */
    uint32_t *filler_start;           /* [table * CODES * CODES + left * CODES + right] */
    uint8_t *filler_count;
    uint8_t *filler_cards;
} RulesObject;

typedef struct { uint8_t card, source, target; } Step;

extern PyTypeObject RulesType;
int legal_steps(const RulesObject *rules, const uint8_t *cells, const uint8_t *where,
                Step *steps);
int rules_is_won(const RulesObject *rules, const uint8_t *cells);

/* ---- layouts.c / runs.c: won layouts (a finder's bound and target) ---- */

/* layouts.Target, in 60 bytes: its unsettled are the cards with a slot_of, in the
 * order of the suits' blocks, then by rank (unsettled_of); its card_for is
 * slot_of the other way round (card_for_of); its first suit, order[0]. */
typedef struct {
    uint8_t slot_of[CODES];
    uint8_t order[SUITS];             /* the suits by block */
    uint8_t count;                    /* of unsettled */
    int16_t cost;
} Target;

int unsettled_of(const Target *target, uint8_t *unsettled);
void card_for_of(const Target *target, uint8_t *card_for, int slots);

typedef struct RunTargets RunTargets;  /* runs.c: the targets found, by starts */

typedef struct {
    PyObject_HEAD
    int win;                          /* enum Win */
    int penalty;
    int order_count;
    uint8_t orders[MAX_ORDERS][SUITS];
    uint8_t after[SUITS][MAX_ORDERS][3];  /* runs: the suits after each, per order */
    RunTargets *targets;
    PyObject *orders_tuple;
} FinderObject;

extern PyTypeObject FinderType;
int finder_bound(FinderObject *finder, const uint8_t *where);
/* The target of ``where``: 0, or -1 with a Python exception set (memory). */
int finder_target(FinderObject *finder, const uint8_t *where, Target *out);
/* Where the finder keeps it, if it does (runs: its targets by starts, which stay
 * where they are for the finder's life): the number, or -1 where it keeps none
 * (reading: out is the target), or -2 with a Python exception set. */
Py_ssize_t finder_kept_target(FinderObject *finder, const uint8_t *where, Target *out);
const Target *finder_kept(const FinderObject *finder, Py_ssize_t number);
int fits_no_block(const FinderObject *finder, int card, int slot);

int reading_bound(const FinderObject *finder, const uint8_t *where);
void reading_target(const FinderObject *finder, const uint8_t *where, Target *out);
int runs_bound(const FinderObject *finder, const uint8_t *where);
Py_ssize_t runs_target(FinderObject *finder, const uint8_t *where, Target *out);
const Target *runs_kept(const RunTargets *targets, Py_ssize_t number);
void runs_targets_free(RunTargets *targets);
int reading_fits_no_block(int card, int slot);

/* ---- table.c: positions by number, queues by key ---------------------- */

typedef struct {
    int width;
    Py_ssize_t count, capacity;       /* positions; room for them (number 0 is none) */
    uint8_t *keys;                    /* the cells of position n at n * width */
    int32_t *index;                   /* numbers by hash, 0 where none */
    Py_ssize_t size;                  /* places in index: a power of two */
} Table;

void hash_init(void);
uint64_t hash_cells(const uint8_t *cells, int width);
uint64_t hash_after(uint64_t hash, const Step *step);
int table_init(Table *table, int width);
void table_free(Table *table);
/* The number of the position, or ~place where it may be added. */
Py_ssize_t table_find(const Table *table, const uint8_t *cells, uint64_t hash);
/* Add a position where find said: its number, or 0 with MemoryError set. */
Py_ssize_t table_add(Table *table, const uint8_t *cells, Py_ssize_t place);

/* Grow an array to room for ``need`` elements: 0, or -1 with MemoryError set. */
int grow(void **items, Py_ssize_t *room, Py_ssize_t need, size_t size);
/* An open-addressing index of ``size`` places (a power of two) holding the numbers
 * 1..count where ``hash(context, number)`` says (linear probing); NULL with
 * MemoryError set. */
int32_t *index_of(Py_ssize_t size, Py_ssize_t count,
                  size_t (*hash)(const void *context, Py_ssize_t number), const void *context);

/* What a search knows of its nodes, by number (table.py's arrays): best-first's
 * estimate and layout too, where ``priced``. */
typedef struct {
    int priced;
    Py_ssize_t room;
    int32_t *depth, *parent, *where_at, *layout;
    uint32_t *step;                   /* card << 16 | source << 8 | target */
    int16_t *estimate;
    uint8_t *wheres;                  /* the where of node n at where_at[n], once expanded */
    Py_ssize_t wheres_length, wheres_room;
} Nodes;

/* Room for node ``number``: 0, or -1 with MemoryError set. */
int nodes_room(Nodes *nodes, Py_ssize_t number);
/* Keep the ``where`` of node ``number``: 0, or -1 with MemoryError set. */
int keep_where(Nodes *nodes, Py_ssize_t number, const uint8_t *where, int cards);
void nodes_free(Nodes *nodes);
/* table.line_to: the steps from node 1 to ``number``, as a list. */
PyObject *line_to(const Nodes *nodes, Py_ssize_t number);

typedef struct {
    double first, second;             /* the key */
    uint64_t *entries;
    Py_ssize_t head, length, room;    /* head: the next entry (first in, first out) */
    int queued;                       /* in the heap of keys */
} Bucket;

typedef struct {
    int first_in;                     /* take the oldest of a key first, else the newest */
    Bucket *buckets;
    Py_ssize_t count, room;
    int32_t *map;                     /* bucket numbers + 1 by hash of key, 0 where none */
    Py_ssize_t map_size;
    int32_t *heap;                    /* buckets with entries, least key first */
    Py_ssize_t heap_length, heap_room;
} Queue;

int queue_init(Queue *queue, int first_in);
void queue_free(Queue *queue);
/* The bucket of a key (made if new), its number: -1 with MemoryError set. */
Py_ssize_t queue_bucket(Queue *queue, double first, double second);
int queue_append(Queue *queue, Py_ssize_t bucket, uint64_t entry);
int queue_push(Queue *queue, double first, double second, uint64_t entry);
int queue_empty(const Queue *queue);
/* Take the entry due (the queue must not be empty), and its key. */
uint64_t queue_pop(Queue *queue, double *first, double *second);

/* ---- the budget's looks (budget.py: Budget.next_check and .spent) ------ */

/* 0 or 1 as spent says, -1 with an exception set. */
int budget_spent(PyObject *budget, long long expanded);
/* The next count to look at, or -1 with an exception set. */
long long budget_next_check(PyObject *budget, long long expanded);

/* ---- search.c, exact.c: the searches ---------------------------------- */

PyObject *best_first(PyObject *module, PyObject *const *args, Py_ssize_t nargs);
PyObject *a_star(PyObject *module, PyObject *const *args, Py_ssize_t nargs);

#endif
