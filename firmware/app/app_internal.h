/* app_internal.h - state and screen functions shared by app.c and its screens (app_menu.c,
 * app_rules.c, app_settings.c, app_game.c, app_play.c, app_pirates.c, app_resume.c). Not for
 * use outside firmware/app/app*.c (and the tests that look inside). */
#ifndef APP_INTERNAL_H
#define APP_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "app.h"
#include "buttons.h"
#include "editor.h"
#include "hal_tone.h"
#include "persist.h"
#include "play.h"
#include "rng.h"
#include "screen.h"

#define APP_MENU_ITEMS (GAME_COUNT + 3u) /* the games, Help, Stats, then Settings */
#define APP_MENU_HELP GAME_COUNT /* shown as the rules of "game" GAME_COUNT: the controls */
#define APP_MENU_STATS (GAME_COUNT + 1u)
#define APP_MENU_SETTINGS (GAME_COUNT + 2u)

typedef struct {
    rng_t rng;                /* (the settings and boot counter: persist_system()) */
    uint16_t boot_at;         /* ms mod 65536: the boot screen stays 1.5 s */
    uint32_t last_input;
    uint32_t now;             /* the time of the current step */
    uint8_t screen;           /* app_screen_t */
    uint8_t menu_index;       /* selected menu item */
    uint8_t rules_top;        /* first rules line shown */
    uint8_t settings_index;   /* selected setting */
    uint8_t stats_game;       /* the game the Stats screen shows */
    bool stats_ask;           /* it asks whether to reset them all */
    bool dirty;               /* the screen must be redrawn */
    bool light_on;
    bool swallow;             /* ignore events up to the next release */
    bool demo;                /* the play screen is the demo in the window (app.h) */
    const void *tune;         /* the next note of the tune playing (flash, app.c), NULL: none */
    uint16_t tune_at;         /* when that note starts (ms mod 65536: notes are short) */
} app_state_t;

extern app_state_t app_st;

/* Play phases of APP_SCREEN_PLAY. */
enum {
    APP_PLAY_INPUT = 0, /* a person sets up a move */
    APP_PLAY_THINK,     /* the computer's pause */
    APP_PLAY_SHOW,      /* the computer's move shown, not yet played */
    APP_PLAY_MENU,      /* hint and the Why / Play hint / Undo / Quit / Back menu */
    APP_PLAY_WHY,       /* the explanation */
    APP_PLAY_OVER,      /* the winner */
    APP_PLAY_SPREAD,    /* New Stone: the taken pile's rest moved onto other piles */
    APP_PLAY_TIP        /* the first time on this box: how to get the hint and the menu */
};

/* The game being set up or played (start, edit and play screens). */
typedef struct {
    play_t play;
    editor_t ed;
    play_move_t sel;  /* the move being set up or shown */
    uint16_t until;   /* end of the current pause or message (ms mod 65536: pauses are short) */
    uint8_t phase;    /* APP_PLAY_* */
    uint8_t item;     /* start-screen item, in-game menu item */
    uint8_t field;    /* editor field */
    uint8_t edit_at;  /* the field being edited: FIELD_* and its pile (app_game.c), */
    uint8_t edit_msg; /* ... and its name (msg_t), both set as the editor loads it */
    uint8_t msg;      /* message shown under the move (msg_t), MSG_NONE = none */
    uint8_t armed;    /* SELECT went down during input: its release plays the move */
    uint8_t repeats;  /* auto-repeats of the UP / DOWN held now (the amount speeds up) */
    uint8_t hinted;   /* the hint was shown (the in-game menu opened) on this turn */
    uint8_t held;     /* bit i: player i's last move kept a won position (the coach's "kept") */
    uint8_t word;     /* the coach's word (msg_t) on the person's move shown, MSG_NONE: none */
    uint8_t why_page; /* the Why's page on show (view_why_more) */
} app_game_t;

extern app_game_t app_game;

/* True for a press of button. */
bool app_is_press(btn_event_t ev, btn_t button);

/* True for a press of LEFT or MENU (back, where LEFT is not a direction). */
bool app_is_back(btn_event_t ev);

/* True for a press of SELECT or RIGHT (open, act). */
bool app_is_open(btn_event_t ev);

/* UP / DOWN on a list of n items (*index < n): moves *index one down or up, wrapping; true
 * when it moved. */
bool app_list_step(btn_event_t ev, uint8_t *index, uint8_t n);

/* What a key does on a list screen (app_list_input). */
enum { APP_LIST_NONE = 0, APP_LIST_MOVED, APP_LIST_OPEN, APP_LIST_BACK };

/* A list screen's key: UP / DOWN step *index (app_list_step), a press of SELECT or RIGHT opens
 * the item, one of LEFT or MENU goes back. */
uint8_t app_list_input(btn_event_t ev, uint8_t *index, uint8_t n);

/* The Why's keys (the game's and the pirates'): UP / DOWN page through the view's pages of
 * the Why (app_game.why_page, view_why_more); true when the page changed, false for any
 * other key and for UP on the first page or DOWN on the last: the Why ends. */
bool app_why_page(btn_event_t ev);

/* Switches the display's light and remembers it. */
void app_light_set(bool on);

/* Key click, when sound is on. */
void app_click(void);

/* Marks the screen for redrawing: app_step draws it once the input is done (one call where
 * each screen's input changed what it shows, not a store of the flag at each place). */
void app_redraw(void);

/* Switches screen and marks it for redrawing. */
void app_show(app_screen_t screen);

/* Each screen: its input function takes the button events, its description function fills
 * a zeroed screen_t (screen.h) for app.c to hand to the view. */
void app_menu_input(btn_event_t ev);
void app_menu_describe(screen_t *s);
void app_rules_input(btn_event_t ev);
void app_rules_describe(screen_t *s);
void app_settings_input(btn_event_t ev);
void app_settings_describe(screen_t *s);
/* Game `game` (a played one: below GAME_PIRATES) with a position dealt by the generator,
 * the settings' mode and level, into the play screen's game. */
void app_game_deal(uint8_t game);
void app_start_enter(void);
/* The game's preset position (count to 100) on the start screen. */
void app_start_preset(void);
void app_start_input(btn_event_t ev);
void app_start_describe(screen_t *s);
void app_edit_input(btn_event_t ev);
void app_edit_describe(screen_t *s);
/* The editor's screen (SCREEN_EDIT) for field msg (msg_t): its value and digit. */
void app_edit_show(screen_t *s, uint8_t msg);
void app_play_begin(void);
/* Shows the game as it stands (a resumed one: its turn and undo log kept). */
void app_play_enter(void);
void app_play_input(btn_event_t ev);
/* The demo in the window (app.h), from the menu: its next game, dealt and begun. */
void app_demo_deal(void);
/* The demo's end (a key, the power-down): back to the menu, its cursor where it was. */
void app_demo_end(void);
void app_play_describe(screen_t *s);
void app_pirates_enter(void);
void app_pirates_input(btn_event_t ev);
void app_pirates_describe(screen_t *s);
/* At boot, once the box record is loaded: the saved game, if any, into the play screen's
 * game, where the record is saved from (none: the record forgets it). */
void app_resume_keep(void);
/* At the end of the boot screen: the resume question when a game was saved, else the menu. */
void app_resume_offer(void);
/* A game's wins and losses against the computer into s->value[0] and value[1] (the Stats and
 * the end screens); returns its streak (persist_load_result). */
int8_t app_results(uint8_t game, screen_t *s);
void app_stats_input(btn_event_t ev);
void app_stats_describe(screen_t *s);
void app_resume_input(btn_event_t ev);
void app_resume_describe(screen_t *s);
/* Keeps the saved game equal to the game being played, or forgets it once it is over or left. */
void app_resume_sync(void);

/* The message refusing a move the engine found illegal (c != PLAY_OK) in the game played
 * (the play screen's chooser sets up none: its words, for the engine's codes). */
uint8_t app_play_refusal(play_check_t c);

/* The message naming player `who` (play_player_t) of the game: MSG_YOU / MSG_CPU against the
 * computer, MSG_P1 / MSG_P2 between two people. */
uint8_t app_player(uint8_t who);

/* Plays a tone when sound is on. */
void app_tone(hal_tone_t tone);

/* Starts the tune for the end of a game (a person won: rising, lost: falling) when sound is
 * on; app_step plays its notes one after the other. */
void app_tune(bool won);

#endif
