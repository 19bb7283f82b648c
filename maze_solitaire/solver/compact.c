/* A variant's rules on the compact form: mirrors compact.py (CompactRules).
 *
 * A Rules object is made once per CompactRules from its tables (the
 * neighbours, the fillers by left and right neighbour, what may follow and
 * precede each code) and the variant's kind of win, so that nothing about
 * Maze's 54 slots is written here: a variant is its tables.
 */
#include "_compiled.h"

static uint64_t
mask_of(PyObject *cards)
{
    uint64_t mask = 0;
    Py_ssize_t count = PyTuple_GET_SIZE(cards);
    for (Py_ssize_t i = 0; i < count; i++) {
        long card = PyLong_AsLong(PyTuple_GET_ITEM(cards, i));
        if (card < 0 || card >= CODES) {
            PyErr_SetString(PyExc_ValueError, "a card code out of range");
            return 0;
        }
        mask |= (uint64_t)1 << card;
    }
    return mask;
}

static int
int_attribute(PyObject *object, const char *name, int low, int high, int *out)
{
    PyObject *value = PyObject_GetAttrString(object, name);
    if (value == NULL)
        return -1;
    long found = PyLong_AsLong(value);
    Py_DECREF(value);
    if (found == -1 && PyErr_Occurred())
        return -1;
    if (found < low || found > high) {
        PyErr_Format(PyExc_ValueError, "rules.%s out of range", name);
        return -1;
    }
    *out = (int)found;
    return 0;
}

/* The tuple attribute ``name`` of ``object`` with ``count`` items (a new reference). */
static PyObject *
tuple_attribute(PyObject *object, const char *name, Py_ssize_t count)
{
    PyObject *value = PyObject_GetAttrString(object, name);
    if (value == NULL)
        return NULL;
    if (!PyTuple_Check(value) || PyTuple_GET_SIZE(value) != count) {
        PyErr_Format(PyExc_ValueError, "rules.%s is not a tuple of %zd", name, count);
        Py_DECREF(value);
        return NULL;
    }
    return value;
}

static int
read_slots(PyObject *rules, const char *name, int slots, uint8_t *out)
{
    PyObject *value = tuple_attribute(rules, name, slots);
    if (value == NULL)
        return -1;
    for (int s = 0; s < slots; s++) {
        long slot = PyLong_AsLong(PyTuple_GET_ITEM(value, s));
        if (slot < 0 || slot >= slots) {
            Py_DECREF(value);
            PyErr_Format(PyExc_ValueError, "rules.%s: a slot out of range", name);
            return -1;
        }
        out[s] = (uint8_t)slot;
    }
    Py_DECREF(value);
    return 0;
}

static int
read_masks(PyObject *rules, const char *name, uint64_t *out)
{
    PyObject *value = tuple_attribute(rules, name, CODES);
    if (value == NULL)
        return -1;
    for (int code = 0; code < CODES; code++) {
        PyObject *cards = PyTuple_GET_ITEM(value, code);
        if (!PyTuple_Check(cards)) {
            Py_DECREF(value);
            PyErr_Format(PyExc_ValueError, "rules.%s: not tuples", name);
            return -1;
        }
        out[code] = mask_of(cards);
        if (PyErr_Occurred()) {
            Py_DECREF(value);
            return -1;
        }
    }
    out[CODES] = 0;
    Py_DECREF(value);
    return 0;
}

/* The fillers tables (one per kind of edge, shared by the slots' entries) as flat
 * arrays: table_of[slot], and start/count into one list of cards. */
static int
read_fillers(RulesObject *self, PyObject *rules)
{
    PyObject *fillers = tuple_attribute(rules, "fillers", self->slots);
    if (fillers == NULL)
        return -1;
    PyObject *tables[MAX_SLOTS];
    int table_count = 0;
    Py_ssize_t card_count = 0;
    for (int s = 0; s < self->slots; s++) {
        PyObject *table = PyTuple_GET_ITEM(fillers, s);
        int t = 0;
        while (t < table_count && tables[t] != table)
            t++;
        if (t == table_count) {
            if (!PyTuple_Check(table) || PyTuple_GET_SIZE(table) != CODES * CODES) {
                PyErr_SetString(PyExc_ValueError, "rules.fillers: not tables of 53 * 53");
                goto failed;
            }
            tables[table_count++] = table;
            for (Py_ssize_t i = 0; i < CODES * CODES; i++)
                card_count += PyTuple_GET_SIZE(PyTuple_GET_ITEM(table, i));
        }
        self->table_of[s] = t;
    }
    Py_ssize_t entries = (Py_ssize_t)table_count * CODES * CODES;
    self->filler_start = PyMem_Malloc(sizeof(uint32_t) * (size_t)entries);
    self->filler_count = PyMem_Malloc((size_t)entries);
    self->filler_cards = PyMem_Malloc((size_t)card_count + 1);
    if (!self->filler_start || !self->filler_count || !self->filler_cards) {
        PyErr_NoMemory();
        goto failed;
    }
    Py_ssize_t at = 0;
    for (int t = 0; t < table_count; t++) {
        for (Py_ssize_t i = 0; i < CODES * CODES; i++) {
            PyObject *cards = PyTuple_GET_ITEM(tables[t], i);
            Py_ssize_t count = PyTuple_GET_SIZE(cards);
            Py_ssize_t entry = (Py_ssize_t)t * CODES * CODES + i;
            if (count > 255) {
                PyErr_SetString(PyExc_ValueError, "rules.fillers: too many cards");
                goto failed;
            }
            self->filler_start[entry] = (uint32_t)at;
            self->filler_count[entry] = (uint8_t)count;
            for (Py_ssize_t k = 0; k < count; k++) {
                long card = PyLong_AsLong(PyTuple_GET_ITEM(cards, k));
                if (card < 0 || card >= GAP) {
                    PyErr_SetString(PyExc_ValueError, "rules.fillers: a card out of range");
                    goto failed;
                }
                self->filler_cards[at++] = (uint8_t)card;
            }
        }
    }
    Py_DECREF(fillers);
    return 0;
failed:
    Py_DECREF(fillers);
    return -1;
}

static int
read_win(RulesObject *self, PyObject *rules)
{
    PyObject *variant = PyObject_GetAttrString(rules, "variant");
    if (variant == NULL)
        return -1;
    PyObject *win = PyObject_GetAttrString(variant, "win");
    Py_DECREF(variant);
    if (win == NULL)
        return -1;
    int found = -1;
    if (PyUnicode_Check(win)) {
        if (PyUnicode_CompareWithASCIIString(win, "reading") == 0)
            found = WIN_READING;
        else if (PyUnicode_CompareWithASCIIString(win, "runs") == 0)
            found = WIN_RUNS;
    }
    Py_DECREF(win);
    if (found < 0) {
        PyErr_SetString(PyExc_ValueError, "a kind of win the compiled core does not know");
        return -1;
    }
    self->win = found;
    return 0;
}

static int
Rules_init(RulesObject *self, PyObject *args, PyObject *kwargs)
{
    PyObject *rules;
    if (kwargs != NULL && PyDict_GET_SIZE(kwargs)) {
        PyErr_SetString(PyExc_TypeError, "Rules takes no keyword arguments");
        return -1;
    }
    if (!PyArg_ParseTuple(args, "O:Rules", &rules))
        return -1;
    if (int_attribute(rules, "slots", 1, MAX_SLOTS, &self->slots) < 0
        || int_attribute(rules, "cards", 1, GAP, &self->cards) < 0
        || int_attribute(rules, "gaps", 0, MAX_SLOTS, &self->gaps) < 0
        || read_slots(rules, "look_left", self->slots, self->look_left) < 0
        || read_slots(rules, "look_right", self->slots, self->look_right) < 0
        || read_masks(rules, "follow", self->follow) < 0
        || read_masks(rules, "precede", self->precede) < 0
        || read_fillers(self, rules) < 0 || read_win(self, rules) < 0)
        return -1;
    PyObject *starters = PyObject_GetAttrString(rules, "starters");
    if (starters == NULL)
        return -1;
    if (!PyTuple_Check(starters)) {
        Py_DECREF(starters);
        PyErr_SetString(PyExc_ValueError, "rules.starters is not a tuple");
        return -1;
    }
    self->starters = mask_of(starters);
    Py_DECREF(starters);
    return PyErr_Occurred() ? -1 : 0;
}

static void
Rules_dealloc(RulesObject *self)
{
    PyMem_Free(self->filler_start);
    PyMem_Free(self->filler_count);
    PyMem_Free(self->filler_cards);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

PyTypeObject RulesType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "maze_solitaire.solver._compiled.Rules",
    .tp_doc = "A CompactRules' tables, as the compiled searches read them.",
    .tp_basicsize = sizeof(RulesObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Rules_init,
    .tp_dealloc = (destructor)Rules_dealloc,
};

/* CompactRules.legal_steps: gaps in slot order; each gap's fillers in the table's order. */
int
legal_steps(const RulesObject *rules, const uint8_t *cells, const uint8_t *where, Step *steps)
{
    int count = 0;
    int gap = -1;
    for (int found = 0; found < rules->gaps; found++) {
        do
            gap++;
        while (gap < rules->slots && cells[gap] != GAP);
        if (gap >= rules->slots)
            break;
        size_t entry = ((size_t)rules->table_of[gap] * CODES + cells[rules->look_left[gap]])
                       * CODES + cells[rules->look_right[gap]];
        const uint8_t *cards = rules->filler_cards + rules->filler_start[entry];
        for (int k = 0; k < rules->filler_count[entry] && count < MAX_STEPS; k++) {
            steps[count].card = cards[k];
            steps[count].source = where[cards[k]];
            steps[count].target = (uint8_t)gap;
            count++;
        }
    }
    return count;
}

/* CompactRules.is_won: the variant's win, as the engine reads it (variant.py). */
int
rules_is_won(const RulesObject *rules, const uint8_t *cells)
{
    int slots = rules->slots;
    if (rules->win == WIN_READING) {
        /* _reading_order: read from slot 0, gaps skipped, the first card an Ace
         * and each one after may follow the one read before it */
        int previous = -1;
        for (int s = 0; s < slots; s++) {
            int card = cells[s];
            if (card == GAP)
                continue;
            uint64_t may = previous < 0 ? rules->starters : rules->follow[previous];
            if (!((may >> card) & 1))
                return 0;
            previous = card;
        }
        return 1;
    }
    /* _run_order: the slot before each card (round the cycle) holds what it may
     * follow; before an Ace, a gap will do too */
    for (int s = 0; s < slots; s++) {
        int card = cells[s];
        if (card == GAP)
            continue;
        int before = cells[s == 0 ? slots - 1 : s - 1];
        int follows = (int)((rules->follow[before] >> card) & 1);
        if (!follows && !(before == GAP && ((rules->starters >> card) & 1)))
            return 0;
    }
    return 1;
}
