/* Weighted best-first search: mirrors search.py (best_first, _Search).
 *
 * The same nodes (depth, parent, move, estimate, layout, where), the same
 * queue (buckets by (priority, estimate), the newest first), the same lazy
 * pricing and the same guesses, in the same order: the same lines and node
 * counts as search.py. Priorities are the same doubles: each product is
 * rounded on its own before it is added (see priority_of), as Python does.
 */
#include "_compiled.h"

#define LEAVING_HOME_GUESS 1.0
#define ENABLING_GUESS (-0.5)

/* A node's target: where it is kept (the finder's, or the search's own), and the
 * cards of its unsettled that stood in their slot already where it was found. */
typedef struct {
    uint64_t already;
    int32_t number;
    int32_t kept; /* by the finder (runs), else by the search */
} Layout;

typedef struct {
    RulesObject *rules;
    FinderObject *finder;
    double weight;
    Table table;
    Nodes nodes;
    Layout *layouts;
    Py_ssize_t layout_count, layout_room;
    Target *own;                      /* the targets the finder does not keep */
    Py_ssize_t own_count, own_room;
    Queue queue;
} Search;

static const Target *
target_of_layout(const Search *search, const Layout *layout)
{
    return layout->kept ? finder_kept(search->finder, layout->number)
                        : &search->own[layout->number];
}

/* ``depth + weight * estimate``, the product rounded to double before the sum, as
 * Python computes it (a fused multiply-add would round once, and could differ). */
static double
priority_of(int depth, double weight, double estimate)
{
    volatile double product = weight * estimate;
    return (double)depth + product;
}

/* search._estimate */
static int
estimate_of(const uint8_t *cells, int slots, const Target *target, uint64_t already)
{
    uint8_t seen[CODES], unsettled[CARDS_IN_PLAY];
    int cost = target->cost;
    int count = unsettled_of(target, unsettled);
    memset(seen, 0, sizeof(seen));
    for (int i = 0; i < count; i++) {
        int card = unsettled[i];
        if (cells[target->slot_of[card]] == card && !((already >> card) & 1)) {
            cost--; /* gone home */
            continue;
        }
        if (seen[card])
            continue;
        int follow = card;
        for (;;) {
            seen[follow] = 1;
            int aim = target->slot_of[follow];
            int holder = cells[aim == NO_AIM ? slots - 1 : aim];
            if (holder == GAP || seen[holder]) {
                cost += holder == card;
                break;
            }
            follow = holder;
        }
    }
    return cost;
}

/* search._guess */
static double
guess_of(const RulesObject *rules, int settled, int waiting, const Step *step,
         const uint8_t *cells)
{
    if (settled)
        return LEAVING_HOME_GUESS;
    if (waiting == GAP)
        return 0.0;
    int left_slot = rules->look_left[step->source], right_slot = rules->look_right[step->source];
    int left = left_slot == step->target   ? step->card
               : left_slot == step->source ? GAP
                                           : cells[left_slot];
    int right = right_slot == step->target   ? step->card
                : right_slot == step->source ? GAP
                                             : cells[right_slot];
    if (((rules->follow[left] >> waiting) & 1) || ((rules->precede[right] >> waiting) & 1))
        return ENABLING_GUESS;
    return 0.0;
}

static Py_ssize_t
new_node(Search *search, const uint8_t *cells, Py_ssize_t place, int depth, int32_t parent,
         uint32_t step, int estimate, int32_t layout)
{
    Py_ssize_t node = table_add(&search->table, cells, place);
    if (node == 0 || nodes_room(&search->nodes, node) < 0)
        return 0;
    search->nodes.depth[node] = depth;
    search->nodes.parent[node] = parent;
    search->nodes.step[node] = step;
    search->nodes.estimate[node] = (int16_t)estimate;
    search->nodes.layout[node] = layout;
    search->nodes.where_at[node] = UNKNOWN;
    return node;
}

/* _Search._priced: the estimate of a position, and its layout's number set. */
static int
priced(Search *search, const uint8_t *cells, const uint8_t *where, int32_t *layout)
{
    if (*layout < 0) {
        Target target;
        Layout found;
        Py_ssize_t kept = finder_kept_target(search->finder, where, &target);
        if (kept == -2)
            return -1;
        uint8_t unsettled[CARDS_IN_PLAY];
        int count = unsettled_of(&target, unsettled);
        found.already = 0;
        for (int i = 0; i < count; i++) {
            int card = unsettled[i];
            if (cells[target.slot_of[card]] == card)
                found.already |= (uint64_t)1 << card;
        }
        found.kept = kept >= 0;
        if (found.kept)
            found.number = (int32_t)kept;
        else {
            if (grow((void **)&search->own, &search->own_room, search->own_count + 1,
                     sizeof(Target)) < 0)
                return -1;
            search->own[search->own_count] = target;
            found.number = (int32_t)search->own_count++;
        }
        if (grow((void **)&search->layouts, &search->layout_room, search->layout_count + 1,
                 sizeof(Layout)) < 0)
            return -1;
        search->layouts[search->layout_count] = found;
        *layout = (int32_t)search->layout_count++;
    }
    const Layout *chosen = &search->layouts[*layout];
    return estimate_of(cells, search->rules->slots, target_of_layout(search, chosen),
                       chosen->already);
}

static uint64_t
entry_of(Py_ssize_t node, int depth, int put_off)
{
    return (uint64_t)node << 32 | (uint64_t)depth << 1 | (uint64_t)put_off;
}

/* _Search._expand */
static int
expand(Search *search, Py_ssize_t node, const uint8_t *here, int put_off)
{
    Nodes *nodes = &search->nodes;
    const RulesObject *rules = search->rules;
    int slots = rules->slots;
    int32_t layout = nodes->layout[node];
    const Target *target = target_of_layout(search, &search->layouts[layout]);
    uint8_t card_for[MAX_SLOTS];
    card_for_of(target, card_for, slots);
    int estimate = nodes->estimate[node];
    double weight = search->weight;
    /* A home move of the penalised first suit may lift the penalty: price it afresh. */
    int penalised_suit = target->cost > target->count ? target->order[0] : -1;
    int depth = nodes->depth[node] + 1;
    double guess = priority_of(depth, weight, estimate);
    uint8_t key[MAX_SLOTS], child_cells[MAX_SLOTS];
    Step steps[MAX_STEPS];
    Py_ssize_t homes[MAX_STEPS];
    int home_count = 0, leaving = 0;
    memcpy(key, search->table.keys + (size_t)node * slots, (size_t)slots);
    uint64_t hash = hash_cells(key, slots);
    int count = legal_steps(rules, key, here, steps);
    for (int i = 0; i < count; i++) {
        const Step *step = &steps[i];
        int card = step->card, source = step->source, gap = step->target;
        int aim = target->slot_of[card];
        int settled = aim == NO_AIM || aim == source;
        if (settled != put_off) {
            leaving |= settled;
            continue;
        }
        memcpy(child_cells, key, (size_t)slots);
        child_cells[source] = GAP;
        child_cells[gap] = (uint8_t)card;
        Py_ssize_t child = table_find(&search->table, child_cells, hash_after(hash, step));
        if (child > 0 && nodes->depth[child] <= depth)
            continue;
        uint32_t code = (uint32_t)card << 16 | (uint32_t)source << 8 | (uint32_t)gap;
        int home = aim == gap && card / SUIT_CODES != penalised_suit;
        if (child < 0) {
            /* A home child is priced (one move less) and keeps the target; so does one
             * whose unsettled card moved where it fits no block, which leaves every
             * layout's settled cards as they were (its cycles are priced later). */
            int stands = home || (!settled && fits_no_block(search->finder, card, gap));
            child = new_node(search, child_cells, child, depth, (int32_t)node, code,
                             home ? estimate - 1 : UNKNOWN, stands ? layout : UNKNOWN);
            if (child == 0)
                return -1;
        }
        else {
            nodes->depth[child] = depth;
            nodes->parent[child] = (int32_t)node;
            nodes->step[child] = code;
        }
        if (home) {
            homes[home_count++] = child;
            continue;
        }
        int waiting = card_for[source];
        double bump = waiting == GAP && !settled ? 0.0
                                                 : guess_of(rules, settled, waiting, step, key);
        if (queue_push(&search->queue, guess + weight * bump, estimate + bump,
                       entry_of(child, depth, 0)) < 0)
            return -1;
    }
    if (leaving) {
        double bump = LEAVING_HOME_GUESS;
        if (queue_push(&search->queue, guess + weight * bump, estimate + bump,
                       entry_of(node, depth, 1)) < 0)
            return -1;
    }
    if (home_count) { /* queued last, so taken first */
        Py_ssize_t bucket = queue_bucket(&search->queue, priority_of(depth, weight, estimate - 1),
                                         estimate - 1);
        if (bucket < 0)
            return -1;
        for (int i = 0; i < home_count; i++)
            if (queue_append(&search->queue, bucket, entry_of(homes[i], depth, 0)) < 0)
                return -1;
    }
    return 0;
}

static void
search_free(Search *search)
{
    table_free(&search->table);
    queue_free(&search->queue);
    nodes_free(&search->nodes);
    PyMem_Free(search->layouts);
    PyMem_Free(search->own);
}

/* _Search.run; the answer as (steps or None, expanded, exhausted, positions kept). */
static PyObject *
run(Search *search, const uint8_t *cells, const uint8_t *where, PyObject *budget,
    long shorter_than, FinderObject *bounds)
{
    Nodes *nodes = &search->nodes;
    int slots = search->rules->slots, cards = search->rules->cards;
    double weight = search->weight;
    uint8_t key[MAX_SLOTS], here[MAX_SLOTS];
    int32_t layout = UNKNOWN;
    int first = priced(search, cells, where, &layout);
    if (first < 0)
        return NULL;
    Py_ssize_t place = table_find(&search->table, cells, hash_cells(cells, slots));
    Py_ssize_t start = new_node(search, cells, place, 0, 0, 0, first, layout);
    if (start == 0 || keep_where(&search->nodes, start, where, cards) < 0
        || queue_push(&search->queue, weight * first, first, entry_of(start, 0, 0)) < 0)
        return NULL;
    long long expanded = 0;
    long long limit = budget_next_check(budget, expanded);
    if (limit < 0)
        return NULL;
    while (!queue_empty(&search->queue)) {
        double priority, ignored;
        uint64_t entry = queue_pop(&search->queue, &priority, &ignored);
        Py_ssize_t node = (Py_ssize_t)(entry >> 32);
        int depth = (int)((entry >> 1) & 0x7FFFFFFF), put_off = (int)(entry & 1);
        if (put_off) {
            if (nodes->depth[node] + 1 == depth && nodes->where_at[node] >= 0) {
                memcpy(here, nodes->wheres + nodes->where_at[node], (size_t)cards);
                if (expand(search, node, here, 1) < 0)
                    return NULL;
            }
            continue;
        }
        if (nodes->depth[node] < depth)
            continue; /* reached again by a shorter line since this entry was queued */
        if (nodes->where_at[node] < 0) {
            /* from its (expanded) parent's and the move between */
            uint32_t code = nodes->step[node];
            memcpy(here, nodes->wheres + nodes->where_at[nodes->parent[node]], (size_t)cards);
            here[code >> 16] = (uint8_t)code;
        }
        else
            memcpy(here, nodes->wheres + nodes->where_at[node], (size_t)cards);
        memcpy(key, search->table.keys + (size_t)node * slots, (size_t)slots);
        if (nodes->estimate[node] == UNKNOWN) {
            int32_t chosen = nodes->layout[node];
            int estimate = priced(search, key, here, &chosen);
            if (estimate < 0)
                return NULL;
            nodes->layout[node] = chosen;
            nodes->estimate[node] = (int16_t)estimate;
            double real = priority_of(depth, weight, estimate);
            if (real > priority) {
                if (queue_push(&search->queue, real, estimate, entry) < 0)
                    return NULL;
                continue;
            }
        }
        /* Counted when taken, before the budget is asked: the position it stops on
         * counts too, unexpanded. */
        expanded++;
        if (nodes->estimate[node] == 0 && rules_is_won(search->rules, key)) {
            PyObject *line = line_to(&search->nodes, node);
            return line ? Py_BuildValue("(NLOn)", line, expanded, Py_False, search->table.count)
                        : NULL;
        }
        if (expanded >= limit) { /* seldom: the node budget, or time to look at the clock */
            int spent = budget_spent(budget, expanded);
            if (spent < 0)
                return NULL;
            if (spent)
                return Py_BuildValue("(OLOn)", Py_None, expanded, Py_False, search->table.count);
            limit = budget_next_check(budget, expanded);
            if (limit < 0)
                return NULL;
        }
        if (bounds != NULL && depth + finder_bound(bounds, here) >= shorter_than)
            continue;
        if ((nodes->where_at[node] < 0 && keep_where(&search->nodes, node, here, cards) < 0)
            || expand(search, node, here, 0) < 0)
            return NULL;
    }
    return Py_BuildValue("(OLOn)", Py_None, expanded, Py_True, search->table.count);
}

/* best_first(cells, where, rules, finder, weight, budget, shorter_than, bounds) */
PyObject *
best_first(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    (void)module;
    if (nargs != 8) {
        PyErr_SetString(PyExc_TypeError, "best_first takes 8 arguments");
        return NULL;
    }
    Search search;
    memset(&search, 0, sizeof(search));
    search.nodes.priced = 1;
    if (!PyObject_TypeCheck(args[2], &RulesType) || !PyObject_TypeCheck(args[3], &FinderType)) {
        PyErr_SetString(PyExc_TypeError, "best_first: compiled rules and finder expected");
        return NULL;
    }
    search.rules = (RulesObject *)args[2];
    search.finder = (FinderObject *)args[3];
    FinderObject *bounds = NULL;
    long shorter_than = 0;
    if (args[7] != Py_None) {
        if (!PyObject_TypeCheck(args[7], &FinderType)) {
            PyErr_SetString(PyExc_TypeError, "best_first: a compiled finder of bounds expected");
            return NULL;
        }
        bounds = (FinderObject *)args[7];
        shorter_than = PyLong_AsLong(args[6]);
        if (shorter_than == -1 && PyErr_Occurred())
            return NULL;
    }
    search.weight = PyFloat_AsDouble(args[4]);
    if (search.weight == -1.0 && PyErr_Occurred())
        return NULL;
    if (!PyBytes_Check(args[0]) || PyBytes_GET_SIZE(args[0]) != search.rules->slots
        || !PyBytes_Check(args[1]) || PyBytes_GET_SIZE(args[1]) != search.rules->cards) {
        PyErr_SetString(PyExc_ValueError, "best_first: cells and where in compact form expected");
        return NULL;
    }
    if (table_init(&search.table, search.rules->slots) < 0 || queue_init(&search.queue, 0) < 0) {
        search_free(&search);
        return NULL;
    }
    PyObject *answer = run(&search, (const uint8_t *)PyBytes_AS_STRING(args[0]),
                           (const uint8_t *)PyBytes_AS_STRING(args[1]), args[5], shorter_than,
                           bounds);
    search_free(&search);
    return answer;
}
