/* play_mode.h - normal or misere play: a word every layer shares (the solvers that offer both,
 * the engine, the console, the settings and the views that name it).
 * Normal play: the player who takes the last object wins (who cannot move loses).
 * Misere play: the player who takes the last object loses. */
#ifndef PLAY_MODE_H
#define PLAY_MODE_H

typedef enum {
    PLAY_NORMAL = 0,
    PLAY_MISERE = 1
} play_mode_t;

#endif
