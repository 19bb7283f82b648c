/* What a search keeps: mirrors table.py (PositionTable, LastInQueue, FirstInQueue).
 *
 * Positions are numbered and their cells written one after another; an
 * open-addressing index (at most two thirds full, linear probing) finds a number
 * from the cells by a Zobrist hash, which a move updates with four
 * exclusive-ors instead of reading the 54 slots again. The hash decides only
 * where a position is written, never what a search finds.
 *
 * A queue keeps its entries in buckets by key, and a binary heap of the
 * buckets that hold any, least key first: within a bucket, the newest entry
 * is taken first (best-first) or the oldest (A*), as in table.py.
 */
#include "_compiled.h"

static uint64_t zobrist[MAX_SLOTS][CODES];

/* splitmix64: fixed numbers, the same on every machine (not that it matters). */
static uint64_t
mixed(uint64_t x)
{
    x += UINT64_C(0x9E3779B97F4A7C15);
    x = (x ^ (x >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    x = (x ^ (x >> 27)) * UINT64_C(0x94D049BB133111EB);
    return x ^ (x >> 31);
}

void
hash_init(void)
{
    for (int slot = 0; slot < MAX_SLOTS; slot++)
        for (int code = 0; code < CODES; code++)
            zobrist[slot][code] = mixed((uint64_t)slot * CODES + (uint64_t)code);
}

uint64_t
hash_cells(const uint8_t *cells, int width)
{
    uint64_t hash = 0;
    for (int slot = 0; slot < width; slot++)
        hash ^= zobrist[slot][cells[slot]];
    return hash;
}

/* The hash once a card moves from its source to the gap at its target. */
uint64_t
hash_after(uint64_t hash, const Step *step)
{
    return hash ^ zobrist[step->source][step->card] ^ zobrist[step->source][GAP]
           ^ zobrist[step->target][GAP] ^ zobrist[step->target][step->card];
}

int
grow(void **items, Py_ssize_t *room, Py_ssize_t need, size_t size)
{
    if (need <= *room)
        return 0;
    /* a quarter more each time: at most a fifth of an array is room to grow, and
     * each element is copied some four times over, for nothing next to a search */
    Py_ssize_t more = *room < 16 ? 16 : *room;
    while (more < need)
        more += more / 4;
    if ((size_t)more > PY_SSIZE_T_MAX / size) {
        PyErr_NoMemory();
        return -1;
    }
    void *moved = PyMem_Realloc(*items, (size_t)more * size);
    if (moved == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    *items = moved;
    *room = more;
    return 0;
}

#define FIRST_SIZE 4096

int
table_init(Table *table, int width)
{
    table->width = width;
    table->count = 0;
    table->capacity = 0;
    table->keys = NULL;
    table->size = FIRST_SIZE;
    table->index = PyMem_Calloc(FIRST_SIZE, sizeof(int32_t));
    if (table->index == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    return grow((void **)&table->keys, &table->capacity, 1024, (size_t)width);
}

void
table_free(Table *table)
{
    PyMem_Free(table->keys);
    PyMem_Free(table->index);
    table->keys = NULL;
    table->index = NULL;
}

Py_ssize_t
table_find(const Table *table, const uint8_t *cells, uint64_t hash)
{
    size_t mask = (size_t)table->size - 1;
    size_t place = (size_t)hash & mask;
    int width = table->width;
    for (;;) {
        int32_t number = table->index[place];
        if (number == 0)
            return ~(Py_ssize_t)place;
        if (memcmp(table->keys + (size_t)number * width, cells, (size_t)width) == 0)
            return number;
        place = (place + 1) & mask;
    }
}

int32_t *
index_of(Py_ssize_t size, Py_ssize_t count,
         size_t (*hash)(const void *context, Py_ssize_t number), const void *context)
{
    if (size > INT32_MAX) {
        PyErr_NoMemory();
        return NULL;
    }
    int32_t *index = PyMem_Calloc((size_t)size, sizeof(int32_t));
    if (index == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    size_t mask = (size_t)size - 1;
    for (Py_ssize_t number = 1; number <= count; number++) {
        size_t place = hash(context, number) & mask;
        while (index[place])
            place = (place + 1) & mask;
        index[place] = (int32_t)number;
    }
    return index;
}

static size_t
position_hash(const void *context, Py_ssize_t number)
{
    const Table *table = context;
    return (size_t)hash_cells(table->keys + (size_t)number * table->width, table->width);
}

/* Twice the places in the index, every position hashed again from its cells. */
static int
table_grow(Table *table)
{
    int32_t *index = index_of(table->size * 2, table->count, position_hash, table);
    if (index == NULL)
        return -1;
    PyMem_Free(table->index);
    table->index = index;
    table->size *= 2;
    return 0;
}

Py_ssize_t
table_add(Table *table, const uint8_t *cells, Py_ssize_t place)
{
    Py_ssize_t number = table->count + 1;
    if (grow((void **)&table->keys, &table->capacity, number + 1, (size_t)table->width) < 0)
        return 0;
    memcpy(table->keys + (size_t)number * table->width, cells, (size_t)table->width);
    table->index[~place] = (int32_t)number;
    table->count = number;
    if (3 * number >= 2 * table->size && table_grow(table) < 0) /* two thirds full */
        return 0;
    return number;
}

/* ---- queues ------------------------------------------------------------ */

#define FIRST_MAP 256

int
queue_init(Queue *queue, int first_in)
{
    memset(queue, 0, sizeof(*queue));
    queue->first_in = first_in;
    queue->map_size = FIRST_MAP;
    queue->map = PyMem_Calloc(FIRST_MAP, sizeof(int32_t));
    if (queue->map == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

void
queue_free(Queue *queue)
{
    for (Py_ssize_t b = 0; b < queue->count; b++)
        PyMem_Free(queue->buckets[b].entries);
    PyMem_Free(queue->buckets);
    PyMem_Free(queue->map);
    PyMem_Free(queue->heap);
    memset(queue, 0, sizeof(*queue));
}

static uint64_t
bits_of(double value)
{
    uint64_t bits;
    value += 0.0; /* -0.0 is 0.0, as in Python's dictionaries */
    memcpy(&bits, &value, sizeof(bits));
    return bits;
}

static size_t
key_hash(double first, double second)
{
    return (size_t)mixed(bits_of(first) ^ mixed(bits_of(second)));
}

static size_t
bucket_hash(const void *context, Py_ssize_t number)
{
    const Bucket *bucket = &((const Queue *)context)->buckets[number - 1];
    return key_hash(bucket->first, bucket->second);
}

static int
map_grow(Queue *queue)
{
    int32_t *map = index_of(queue->map_size * 2, queue->count, bucket_hash, queue);
    if (map == NULL)
        return -1;
    PyMem_Free(queue->map);
    queue->map = map;
    queue->map_size *= 2;
    return 0;
}

Py_ssize_t
queue_bucket(Queue *queue, double first, double second)
{
    size_t mask = (size_t)queue->map_size - 1;
    size_t place = key_hash(first, second) & mask;
    for (;;) {
        int32_t found = queue->map[place];
        if (found == 0)
            break;
        Bucket *bucket = &queue->buckets[found - 1];
        if (bucket->first == first && bucket->second == second)
            return found - 1;
        place = (place + 1) & mask;
    }
    Py_ssize_t number = queue->count;
    if (grow((void **)&queue->buckets, &queue->room, number + 1, sizeof(Bucket)) < 0)
        return -1;
    Bucket *bucket = &queue->buckets[number];
    memset(bucket, 0, sizeof(*bucket));
    bucket->first = first;
    bucket->second = second;
    queue->map[place] = (int32_t)(number + 1);
    queue->count = number + 1;
    if (2 * queue->count >= queue->map_size && map_grow(queue) < 0)
        return -1;
    return number;
}

static int
before(const Queue *queue, int32_t one, int32_t other)
{
    const Bucket *a = &queue->buckets[one], *b = &queue->buckets[other];
    return a->first < b->first || (a->first == b->first && a->second < b->second);
}

static void
sift_up(Queue *queue, Py_ssize_t at)
{
    int32_t *heap = queue->heap;
    int32_t moving = heap[at];
    while (at > 0) {
        Py_ssize_t parent = (at - 1) / 2;
        if (!before(queue, moving, heap[parent]))
            break;
        heap[at] = heap[parent];
        at = parent;
    }
    heap[at] = moving;
}

static void
sift_down(Queue *queue, Py_ssize_t at)
{
    int32_t *heap = queue->heap;
    Py_ssize_t length = queue->heap_length;
    int32_t moving = heap[at];
    for (;;) {
        Py_ssize_t child = 2 * at + 1;
        if (child >= length)
            break;
        if (child + 1 < length && before(queue, heap[child + 1], heap[child]))
            child++;
        if (!before(queue, heap[child], moving))
            break;
        heap[at] = heap[child];
        at = child;
    }
    heap[at] = moving;
}

int
queue_append(Queue *queue, Py_ssize_t number, uint64_t entry)
{
    Bucket *bucket = &queue->buckets[number];
    if (grow((void **)&bucket->entries, &bucket->room, bucket->length + 1, sizeof(uint64_t)) < 0)
        return -1;
    bucket->entries[bucket->length++] = entry;
    if (!bucket->queued) {
        if (grow((void **)&queue->heap, &queue->heap_room, queue->heap_length + 1,
                 sizeof(int32_t)) < 0)
            return -1;
        bucket->queued = 1;
        queue->heap[queue->heap_length] = (int32_t)number;
        sift_up(queue, queue->heap_length++);
    }
    return 0;
}

int
queue_push(Queue *queue, double first, double second, uint64_t entry)
{
    Py_ssize_t number = queue_bucket(queue, first, second);
    return number < 0 ? -1 : queue_append(queue, number, entry);
}

int
queue_empty(const Queue *queue)
{
    return queue->heap_length == 0;
}

uint64_t
queue_pop(Queue *queue, double *first, double *second)
{
    Bucket *bucket = &queue->buckets[queue->heap[0]];
    uint64_t entry;
    int emptied;
    *first = bucket->first;
    *second = bucket->second;
    if (queue->first_in) {
        entry = bucket->entries[bucket->head++];
        emptied = bucket->head == bucket->length;
        if (emptied)
            bucket->head = bucket->length = 0;
    }
    else {
        entry = bucket->entries[--bucket->length];
        emptied = bucket->length == 0;
    }
    if (emptied) {
        bucket->queued = 0;
        queue->heap[0] = queue->heap[--queue->heap_length];
        if (queue->heap_length)
            sift_down(queue, 0);
    }
    return entry;
}

/* ---- the budget --------------------------------------------------------- */

int
budget_spent(PyObject *budget, long long expanded)
{
    PyObject *answer = PyObject_CallMethod(budget, "spent", "L", expanded);
    if (answer == NULL)
        return -1;
    int spent = PyObject_IsTrue(answer);
    Py_DECREF(answer);
    return spent;
}

long long
budget_next_check(PyObject *budget, long long expanded)
{
    PyObject *answer = PyObject_CallMethod(budget, "next_check", "L", expanded);
    if (answer == NULL)
        return -1;
    long long next = PyLong_AsLongLong(answer);
    Py_DECREF(answer);
    return next;
}

/* ---- nodes ----------------------------------------------------------------- */

int
nodes_room(Nodes *nodes, Py_ssize_t number)
{
    if (number < nodes->room)
        return 0;
    Py_ssize_t room = nodes->room, had = nodes->room;
    /* each array grows as grow would grow it from the same room: they stay alike */
    if (grow((void **)&nodes->depth, &room, number + 1, sizeof(int32_t)) < 0)
        return -1;
    void **more[] = {(void **)&nodes->parent, (void **)&nodes->where_at, (void **)&nodes->step,
                     (void **)&nodes->layout, (void **)&nodes->estimate};
    size_t sizes[] = {sizeof(int32_t), sizeof(int32_t), sizeof(uint32_t), sizeof(int32_t),
                      sizeof(int16_t)};
    int arrays = nodes->priced ? 5 : 3;
    for (int i = 0; i < arrays; i++) {
        Py_ssize_t same = had;
        if (grow(more[i], &same, number + 1, sizes[i]) < 0)
            return -1;
    }
    nodes->room = room;
    return 0;
}

int
keep_where(Nodes *nodes, Py_ssize_t number, const uint8_t *where, int cards)
{
    if (nodes->wheres_length > INT32_MAX - cards) {
        PyErr_NoMemory();
        return -1;
    }
    if (grow((void **)&nodes->wheres, &nodes->wheres_room, nodes->wheres_length + cards, 1) < 0)
        return -1;
    memcpy(nodes->wheres + nodes->wheres_length, where, (size_t)cards);
    nodes->where_at[number] = (int32_t)nodes->wheres_length;
    nodes->wheres_length += cards;
    return 0;
}

void
nodes_free(Nodes *nodes)
{
    PyMem_Free(nodes->wheres);
    PyMem_Free(nodes->depth);
    PyMem_Free(nodes->parent);
    PyMem_Free(nodes->where_at);
    PyMem_Free(nodes->step);
    PyMem_Free(nodes->layout);
    PyMem_Free(nodes->estimate);
    memset(nodes, 0, sizeof(*nodes));
}

PyObject *
line_to(const Nodes *nodes, Py_ssize_t number)
{
    Py_ssize_t length = 0;
    for (Py_ssize_t at = number; at != 1; at = nodes->parent[at])
        length++;
    PyObject *line = PyList_New(length);
    if (line == NULL)
        return NULL;
    for (Py_ssize_t at = number, i = length; at != 1; at = nodes->parent[at]) {
        uint32_t code = nodes->step[at];
        PyObject *step = Py_BuildValue("(iii)", (int)(code >> 16), (int)((code >> 8) & 0xFF),
                                       (int)(code & 0xFF));
        if (step == NULL) {
            Py_DECREF(line);
            return NULL;
        }
        PyList_SET_ITEM(line, --i, step);
    }
    return line;
}
