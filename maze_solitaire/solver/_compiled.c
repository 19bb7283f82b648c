/* maze_solitaire.solver._compiled: the compiled core (see core.py).
 *
 * The module: its Rules (compact.c) and Finder types, and the two searches,
 * best_first (search.c) and a_star (exact.c). A Finder is the compiled face of
 * layouts.LayoutFinder or runs.RunLayoutFinder: made by wins.finder_for when
 * this core runs, and used by Python (its bound and target) and by the
 * compiled searches alike, so that a runs finder keeps one set of targets.
 */
#include "_compiled.h"

#define MAZE_SLOTS 54 /* the finders' layouts are Maze's */

int
finder_bound(FinderObject *finder, const uint8_t *where)
{
    return finder->win == WIN_READING ? reading_bound(finder, where) : runs_bound(finder, where);
}

Py_ssize_t
finder_kept_target(FinderObject *finder, const uint8_t *where, Target *out)
{
    if (finder->win == WIN_READING) {
        reading_target(finder, where, out);
        return -1;
    }
    return runs_target(finder, where, out);
}

int
finder_target(FinderObject *finder, const uint8_t *where, Target *out)
{
    return finder_kept_target(finder, where, out) == -2 ? -1 : 0;
}

const Target *
finder_kept(const FinderObject *finder, Py_ssize_t number)
{
    return runs_kept(finder->targets, number);
}

int
unsettled_of(const Target *target, uint8_t *unsettled)
{
    int count = 0;
    for (int block = 0; block < SUITS; block++)
        for (int card = target->order[block] * SUIT_CODES, rank = 0; rank < RUN; rank++, card++)
            if (target->slot_of[card] != NO_AIM)
                unsettled[count++] = (uint8_t)card;
    return count;
}

void
card_for_of(const Target *target, uint8_t *card_for, int slots)
{
    uint8_t unsettled[CARDS_IN_PLAY];
    int count = unsettled_of(target, unsettled);
    memset(card_for, GAP, (size_t)slots);
    for (int i = 0; i < count; i++)
        card_for[target->slot_of[unsettled[i]]] = unsettled[i];
}

int
fits_no_block(const FinderObject *finder, int card, int slot)
{
    /* runs.NEVER_UNSETTLED: every start is some layout's */
    return finder->win == WIN_READING && reading_fits_no_block(card, slot);
}

/* ---- Finder -------------------------------------------------------------- */

static int
Finder_init(FinderObject *self, PyObject *args, PyObject *kwargs)
{
    static char *names[] = {"win", "orders", "anchor_penalty", NULL};
    const char *win;
    PyObject *orders;
    int penalty;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "sO!i:Finder", names, &win, &PyTuple_Type,
                                     &orders, &penalty))
        return -1;
    if (strcmp(win, "reading") == 0)
        self->win = WIN_READING;
    else if (strcmp(win, "runs") == 0)
        self->win = WIN_RUNS;
    else {
        PyErr_Format(PyExc_ValueError, "no kind of win %s in the compiled core", win);
        return -1;
    }
    Py_ssize_t count = PyTuple_GET_SIZE(orders);
    if (count < 1 || count > MAX_ORDERS) {
        PyErr_SetString(PyExc_ValueError, "Finder: 1 to 24 suit orders expected");
        return -1;
    }
    for (Py_ssize_t o = 0; o < count; o++) {
        PyObject *order = PyTuple_GET_ITEM(orders, o);
        int seen = 0;
        if (!PyTuple_Check(order) || PyTuple_GET_SIZE(order) != SUITS) {
            PyErr_SetString(PyExc_ValueError, "Finder: suit orders of four expected");
            return -1;
        }
        for (int block = 0; block < SUITS; block++) {
            long suit = PyLong_AsLong(PyTuple_GET_ITEM(order, block));
            if (suit < 0 || suit >= SUITS || (seen >> suit) & 1) {
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_ValueError, "Finder: orders of the four suits expected");
                return -1;
            }
            seen |= 1 << suit;
            self->orders[o][block] = (uint8_t)suit;
        }
        /* runs._rest_after: the suits after each one round the cyclic order */
        for (int at = 0; at < SUITS; at++)
            for (int k = 0; k < 3; k++)
                self->after[self->orders[o][at]][o][k] = self->orders[o][(at + 1 + k) % SUITS];
    }
    self->order_count = (int)count;
    self->penalty = penalty;
    runs_targets_free(self->targets);
    self->targets = NULL;
    Py_INCREF(orders);
    Py_XSETREF(self->orders_tuple, orders);
    return 0;
}

static void
Finder_dealloc(FinderObject *self)
{
    runs_targets_free(self->targets);
    Py_XDECREF(self->orders_tuple);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* A ``where`` the finders may read: 52 slots, each a slot of the board or a King's. */
static const uint8_t *
checked_where(PyObject *where)
{
    if (!PyBytes_Check(where) || PyBytes_GET_SIZE(where) != GAP) {
        PyErr_SetString(PyExc_ValueError, "a where of 52 bytes expected");
        return NULL;
    }
    const uint8_t *slots = (const uint8_t *)PyBytes_AS_STRING(where);
    for (int card = 0; card < GAP; card++) {
        if (card % SUIT_CODES < RUN && slots[card] >= MAZE_SLOTS) {
            PyErr_SetString(PyExc_ValueError, "a where with a card off the board");
            return NULL;
        }
    }
    return slots;
}

static PyObject *
Finder_bound(FinderObject *self, PyObject *where)
{
    const uint8_t *slots = checked_where(where);
    return slots == NULL ? NULL : PyLong_FromLong(finder_bound(self, slots));
}

static PyObject *
Finder_target(FinderObject *self, PyObject *where)
{
    Target target;
    uint8_t card_for[MAZE_SLOTS], unsettled[CARDS_IN_PLAY];
    const uint8_t *slots = checked_where(where);
    if (slots == NULL || finder_target(self, slots, &target) < 0)
        return NULL;
    int count = unsettled_of(&target, unsettled);
    card_for_of(&target, card_for, MAZE_SLOTS);
    return Py_BuildValue("(y#y#y#ii)", (const char *)unsettled, (Py_ssize_t)count,
                         (const char *)target.slot_of, (Py_ssize_t)CODES, (const char *)card_for,
                         (Py_ssize_t)MAZE_SLOTS, target.cost, target.order[0]);
}

static PyObject *
Finder_orders(FinderObject *self, void *closure)
{
    (void)closure;
    return Py_NewRef(self->orders_tuple ? self->orders_tuple : Py_None);
}

static PyObject *
Finder_penalty(FinderObject *self, void *closure)
{
    (void)closure;
    return PyLong_FromLong(self->penalty);
}

static PyMethodDef Finder_methods[] = {
    {"bound", (PyCFunction)Finder_bound, METH_O,
     "48 - the most settled cards of any won layout (layouts.LayoutFinder.bound)."},
    {"_target", (PyCFunction)Finder_target, METH_O,
     "The target's fields as a tuple (unsettled, slot_of, card_for, cost, first_suit)."},
    {NULL},
};

static PyGetSetDef Finder_getset[] = {
    {"orders", (getter)Finder_orders, NULL, "The suit orders considered.", NULL},
    {"anchor_penalty", (getter)Finder_penalty, NULL, "Moves counted for no anchor.", NULL},
    {NULL},
};

PyTypeObject FinderType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "maze_solitaire.solver._compiled.Finder",
    .tp_doc = "Finder(win, orders, anchor_penalty): won layouts, as layouts.py and runs.py.",
    .tp_basicsize = sizeof(FinderObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Finder_init,
    .tp_dealloc = (destructor)Finder_dealloc,
    .tp_methods = Finder_methods,
    .tp_getset = Finder_getset,
};

/* ---- the module ------------------------------------------------------------ */

static PyMethodDef module_methods[] = {
    {"best_first", (PyCFunction)(void (*)(void))best_first, METH_FASTCALL,
     "best_first(cells, where, rules, finder, weight, budget, shorter_than, bounds):"
     " search.best_first's search, as (steps, expanded, exhausted, positions kept)."},
    {"a_star", (PyCFunction)(void (*)(void))a_star, METH_FASTCALL,
     "a_star(cells, where, rules, guide, first, below, budget): exact.a_star,"
     " guided by a Finder (to a win) or a goal's where, as (steps, finished, expanded,"
     " floor, positions kept)."},
    {NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "maze_solitaire.solver._compiled",
    .m_doc = "The solver's compiled core: each C file mirrors the Python module of its name.",
    .m_size = -1,
    .m_methods = module_methods,
};

PyMODINIT_FUNC
PyInit__compiled(void)
{
    hash_init();
    if (PyType_Ready(&RulesType) < 0 || PyType_Ready(&FinderType) < 0)
        return NULL;
    PyObject *made = PyModule_Create(&module);
    if (made == NULL)
        return NULL;
    Py_INCREF(&RulesType);
    Py_INCREF(&FinderType);
    if (PyModule_AddObject(made, "Rules", (PyObject *)&RulesType) < 0
        || PyModule_AddObject(made, "Finder", (PyObject *)&FinderType) < 0) {
        Py_DECREF(made);
        return NULL;
    }
    return made;
}
