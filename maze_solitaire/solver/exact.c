/* A*: mirrors exact.py (a_star), for the exact search and for shortcuts.
 *
 * The guide is a finder (the admissible bound of the won layouts: the exact
 * search, exact._Bound) or the cells' goal where (the cards not yet where a
 * position has them: shortcuts._Goal). The same nodes, the same queue
 * (buckets by priority, the deeper first, then the first queued) and the same
 * filters in the same order as exact.py: the same lines and node counts.
 */
#include "_compiled.h"

typedef struct {
    Table table;
    Nodes nodes;
    Queue queue;
} Star;

static void
star_free(Star *star)
{
    table_free(&star->table);
    queue_free(&star->queue);
    nodes_free(&star->nodes);
}

static Py_ssize_t
add_node(Star *star, const uint8_t *cells, Py_ssize_t place, int depth, int32_t parent,
         uint32_t step)
{
    Py_ssize_t node = table_add(&star->table, cells, place);
    if (node == 0 || nodes_room(&star->nodes, node) < 0)
        return 0;
    star->nodes.depth[node] = depth;
    star->nodes.parent[node] = parent;
    star->nodes.step[node] = step;
    star->nodes.where_at[node] = UNKNOWN;
    return node;
}

/* exact.a_star; the answer as (steps or None, finished, expanded, floor). */
static PyObject *
run(Star *star, const RulesObject *rules, const uint8_t *cells, const uint8_t *where,
    FinderObject *bounds, const uint8_t *goal, int first, long below, PyObject *budget)
{
    Nodes *nodes = &star->nodes;
    int slots = rules->slots, cards = rules->cards;
    uint8_t here[MAX_SLOTS], here_where[MAX_SLOTS], child_cells[MAX_SLOTS];
    uint8_t child_where[MAX_SLOTS];
    Step steps[MAX_STEPS];
    Py_ssize_t place = table_find(&star->table, cells, hash_cells(cells, slots));
    if (add_node(star, cells, place, 0, 0, 0) == 0
        || queue_push(&star->queue, first, (double)(below - 1), 1) < 0)
        return NULL;
    long long expanded = 0;
    long long limit = budget_next_check(budget, expanded);
    if (limit < 0)
        return NULL;
    while (!queue_empty(&star->queue)) {
        double priority_key, later;
        Py_ssize_t node = (Py_ssize_t)queue_pop(&star->queue, &priority_key, &later);
        long priority = (long)priority_key;
        long depth = below - 1 - (long)later;
        if (nodes->depth[node] < depth)
            continue; /* reached again by a shorter way since this entry was queued */
        memcpy(here, star->table.keys + (size_t)node * slots, (size_t)slots);
        if (priority == depth && (bounds == NULL || rules_is_won(rules, here))) {
            PyObject *line = line_to(&star->nodes, node);
            return line ? Py_BuildValue("(NOLln)", line, Py_True, expanded, depth,
                                        star->table.count)
                        : NULL;
        }
        if (expanded >= limit) { /* seldom: the node budget, or time to look at the clock */
            int spent = budget_spent(budget, expanded);
            if (spent < 0)
                return NULL;
            if (spent) /* this entry is the least queued (stale ones only lower the minimum) */
                return Py_BuildValue("(OOLln)", Py_None, Py_False, expanded, priority,
                                     star->table.count);
            limit = budget_next_check(budget, expanded);
            if (limit < 0)
                return NULL;
        }
        expanded++; /* counted once allowed: at most the budget's nodes expanded */
        if (node == 1)
            memcpy(here_where, where, (size_t)cards);
        else {
            uint32_t code = nodes->step[node];
            memcpy(here_where, nodes->wheres + nodes->where_at[nodes->parent[node]], (size_t)cards);
            here_where[code >> 16] = (uint8_t)code;
        }
        if (keep_where(&star->nodes, node, here_where, cards) < 0)
            return NULL;
        long left = priority - depth;
        depth++;
        uint64_t hash = hash_cells(here, slots);
        int count = legal_steps(rules, here, here_where, steps);
        for (int i = 0; i < count; i++) {
            const Step *step = &steps[i];
            memcpy(child_cells, here, (size_t)slots);
            child_cells[step->source] = GAP;
            child_cells[step->target] = step->card;
            Py_ssize_t child = table_find(&star->table, child_cells, hash_after(hash, step));
            if ((child > 0 ? nodes->depth[child] : below) <= depth)
                continue;
            long counted;
            if (bounds != NULL) {
                /* exact._Bound.after: a card that fits no block where it was nor where
                 * it goes leaves the bound as it was */
                if (fits_no_block(bounds, step->card, step->source)
                    && fits_no_block(bounds, step->card, step->target))
                    counted = left;
                else {
                    memcpy(child_where, here_where, (size_t)cards);
                    child_where[step->card] = step->target;
                    counted = finder_bound(bounds, child_where);
                }
            }
            else {
                int aim = goal[step->card];
                counted = left - (step->source != aim) + (step->target != aim);
            }
            long child_priority = depth + counted;
            if (child_priority >= below)
                continue;
            uint32_t code = (uint32_t)step->card << 16 | (uint32_t)step->source << 8 | step->target;
            if (child > 0) {
                nodes->depth[child] = (int32_t)depth;
                nodes->parent[child] = (int32_t)node;
                nodes->step[child] = code;
            }
            else {
                child = add_node(star, child_cells, child, (int)depth, (int32_t)node, code);
                if (child == 0)
                    return NULL;
            }
            if (queue_push(&star->queue, (double)child_priority, (double)(below - 1 - depth),
                           (uint64_t)child) < 0)
                return NULL;
        }
    }
    return Py_BuildValue("(OOLln)", Py_None, Py_True, expanded, below, star->table.count);
}

/* a_star(cells, where, rules, guide, first, below, budget): guide a finder (to a win)
 * or the goal's where (to that position); the answer as a_star's in exact.py. */
PyObject *
a_star(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    (void)module;
    if (nargs != 7) {
        PyErr_SetString(PyExc_TypeError, "a_star takes 7 arguments");
        return NULL;
    }
    if (!PyObject_TypeCheck(args[2], &RulesType)) {
        PyErr_SetString(PyExc_TypeError, "a_star: compiled rules expected");
        return NULL;
    }
    const RulesObject *rules = (const RulesObject *)args[2];
    FinderObject *bounds = NULL;
    const uint8_t *goal = NULL;
    if (PyObject_TypeCheck(args[3], &FinderType))
        bounds = (FinderObject *)args[3];
    else if (PyBytes_Check(args[3]) && PyBytes_GET_SIZE(args[3]) == rules->cards)
        goal = (const uint8_t *)PyBytes_AS_STRING(args[3]);
    else {
        PyErr_SetString(PyExc_TypeError, "a_star: a compiled finder or a goal's where expected");
        return NULL;
    }
    long first = PyLong_AsLong(args[4]), below = PyLong_AsLong(args[5]);
    if (PyErr_Occurred())
        return NULL;
    if (!PyBytes_Check(args[0]) || PyBytes_GET_SIZE(args[0]) != rules->slots
        || !PyBytes_Check(args[1]) || PyBytes_GET_SIZE(args[1]) != rules->cards) {
        PyErr_SetString(PyExc_ValueError, "a_star: cells and where in compact form expected");
        return NULL;
    }
    if (below < 1 || below > INT32_MAX / 2 || first < 0 || first >= below) {
        PyErr_SetString(PyExc_ValueError, "a_star: 0 <= first < below expected");
        return NULL;
    }
    Star star;
    memset(&star, 0, sizeof(star));
    if (table_init(&star.table, rules->slots) < 0 || queue_init(&star.queue, 1) < 0) {
        star_free(&star);
        return NULL;
    }
    PyObject *answer = run(&star, rules, (const uint8_t *)PyBytes_AS_STRING(args[0]),
                           (const uint8_t *)PyBytes_AS_STRING(args[1]), bounds, goal, (int)first,
                           below, args[6]);
    star_free(&star);
    return answer;
}
