/*
 * fx_assert.h - cmocka assertions over the board fixture (fixture.h):
 * each fails the running test with the fixture's message.
 * Include after cmocka.h and fixture.h.
 */
#ifndef L5R_FX_ASSERT_H
#define L5R_FX_ASSERT_H

/* The move must be illegal with this reason and rule (fx_illegal). */
#define ILLEGAL(f, reason, rule, ...)                                          \
    do {                                                                       \
        const char *m_ = fx_illegal((f), (reason), (rule), __VA_ARGS__);       \
        if (m_ != NULL)                                                        \
            fail_msg("%s", m_);                                                \
    } while (0)

/* The move must be applied. */
#define DO(f, ...)                                                             \
    do {                                                                       \
        if (fx_do((f), __VA_ARGS__) != L5R_OK)                                 \
            fail_msg("%s", (f)->msg);                                          \
    } while (0)

#define PASS_TO(f, phase)                                                      \
    do {                                                                       \
        if (fx_pass_to((f), (phase)) != 0)                                     \
            fail_msg("%s", (f)->msg);                                          \
    } while (0)

#define NEXT_TURN(f)                                                           \
    do {                                                                       \
        if (fx_next_turn(f) != 0)                                              \
            fail_msg("%s", (f)->msg);                                          \
    } while (0)

#endif
