/* board.c - builds the virtual board around simavr and runs it in exact cycle steps. */
#include "board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include "avr_extint.h"
#include "adc_noise.h"
#include "avr_ioport.h"
#include "board_tag.h"
#include "boot_chip.h"
#include "buzzer_probe.h"
#include "chip_core.h"
#include "chip_log.h"
#include "eeprom_chip.h"
#include "eeprom_file.h"
#include "keypad.h"
#include "lcd_model.h"
#include "lcd_part.h"
#include "serial.h"
#include "sim_elf.h"
#include "sim_part.h"
#include "spm_chip.h"
#include "stack_watch.h"
#include "tm1638_model.h"
#include "sleep_chip.h"
#include "wdt_chip.h"

#define BOARD_MAX_BOOT_HOOKS 4
#define BOARD_MAX_EVENTS 32
/* The most cycles simavr runs back to back in one avr_run() call (board_batch). */
#define BOARD_BATCH_CYCLES 1000000u

static elf_firmware_t board_fw; /* large: keep it out of the stack */

static struct {
    avr_t *avr;
    board_config_t cfg;
    void (*mcu_reset)(avr_t *avr); /* simavr's own reset callback, if any */
    uint64_t slept;
    uint32_t boots;
    bool stop_timer_lost;
    bool powering; /* a power cycle's reset: the RAM holds junk, not the last run's stack */
    bool watch_stack; /* an ELF gave the static data's end (stack_watch.h) */
    bool app_ran;     /* the firmware ran since the last MCU start (with a bootloader: the
                         bootloader started it; its own RAM use is not the firmware's) */
    uint8_t next_mcusr;      /* MCUSR after the reset under way (wdt_chip.h) */
    const char *reset_why;   /* its cause, for the log */
    char stop_reason[160];
    struct {
        void (*fn)(void *ctx);
        void *ctx;
    } boot_hooks[BOARD_MAX_BOOT_HOOKS];
    int boot_hook_count;
    struct {
        uint64_t at;
        void (*fn)(void *ctx);
        void *ctx;
    } events[BOARD_MAX_EVENTS];
    int event_count;
    uint64_t io_clock_from; /* after a wake from power-down: the oscillator starts until here */
    uint64_t stop_at;  /* where the run loop stops next (an event added earlier moves it) */
    bool single_steps; /* one instruction per avr_run() call (board_set_single_steps) */
} board;

/* INT0/INT1 default to "low level": simavr then polls PD2/PD3 every cycle while they are low,
 * even with the interrupts masked (the piezo pin idles low: 3/4 of the run time went there).
 * Edge behaviour is enough for this board. avr_reset() turns the polling back on, after our
 * reset hook has run, so this is applied again once each reset is over. */
static void board_tame_extint(void)
{
    avr_extint_set_strict_lvl_trig(board.avr, 0, 0);
    avr_extint_set_strict_lvl_trig(board.avr, 1, 0);
}

/* simavr 1.6 can run instructions back to back up to the next cycle timer inside one
 * avr_run() call (run_cycle_count, bounded by run_cycle_limit, which avr_reset() sets to 1:
 * one instruction a call, and a pass through the cycle timers after each). Batched, the same
 * instructions run at the same cycles with half the work: the count is set before each call
 * from the timer list (board_run_until), so a batch ends after the instruction that reaches
 * the next timer, exactly where timers run one instruction at a time; an interrupt ends a
 * batch too (simavr). What moves the clock inside an instruction must shorten the batch
 * (board_halt_cpu), and an event added during a run arms its stop at once (board_at). */
static void board_batch(void)
{
    board.avr->run_cycle_limit = board.single_steps ? 1 : BOARD_BATCH_CYCLES;
}

void board_set_single_steps(bool on)
{
    board.single_steps = on;
}

void board_halt_cpu(uint32_t cycles)
{
    avr_t *avr = board.avr;
    avr->cycle += cycles;
    avr->run_cycle_count = avr->run_cycle_count > cycles ? avr->run_cycle_count - cycles : 1;
}

/* The sleep mode in SMCR (SM2:0) stops clkIO: power-down, power-save, standby, extended
 * standby. simavr 1.6 sleeps alike in every mode; here the UART loses what comes then. */
static bool board_deep_sleep_mode(uint8_t *sm)
{
    *sm = sleep_chip_mode(board.avr->data);
    return sleep_chip_stops_io(*sm);
}

bool board_io_clock_running(void)
{
    uint8_t sm;
    if (board.avr->state == cpu_Sleeping && board_deep_sleep_mode(&sm))
        return false;
    return board.avr->cycle >= board.io_clock_from;
}

/* The core woke up: from power-down or power-save, the crystal oscillator first starts. */
static void board_woke(void)
{
    uint32_t start = sleep_chip_wake_cycles(sleep_chip_mode(board.avr->data));
    if (start != 0) {
        board.avr->cycle += start; /* simavr 1.6 wakes at once, whatever the mode */
        board.io_clock_from = board.avr->cycle;
    }
}

/* Replaces simavr's sleep callback, which usleep()s to the wall clock: we only count. */
static void board_sleep(avr_t *avr, avr_cycle_count_t how_long)
{
    (void)avr;
    board.slept += how_long + 1;
}

static void board_started(void)
{
    board.boots++;
    chip_core_on_boot();
    spm_chip_on_boot();
    wdt_chip_on_boot(board.next_mcusr);
    boot_chip_on_boot();
    chip_log("reset: %s: MCUSR 0x%02x, PC 0x%04x", board.reset_why, board.avr->data[0x54],
             (unsigned)board.avr->pc);
    board.next_mcusr = WDT_CHIP_EXTRF; /* a reset nobody announced: as the reset key */
    board.reset_why = "reset";
    eeprom_chip_on_boot();
    serial_on_boot();
    if (board_has_tm1638())
        tm1638_model_mcu_started();
    if (board.cfg.pins->buttons_adc >= 0)
        keypad_refresh();
    lcd_part_mcu_started();
    sim_parts_mcu_started();
    for (int i = 0; i < board.boot_hook_count; i++)
        board.boot_hooks[i].fn(board.boot_hooks[i].ctx);
}

/* Called by avr_reset() for the reset key, the watchdog and power cycles. */
static void board_on_reset(avr_t *avr)
{
    if (!board.powering && board.watch_stack && board.app_ran)
        stack_watch_scan(avr);
    if (board.mcu_reset)
        board.mcu_reset(avr);
    board.stop_timer_lost = true; /* avr_reset() dropped every cycle timer */
    board.app_ran = !boot_chip_has_bootloader();
    if (board.watch_stack && board.app_ran)
        stack_watch_paint(avr);
    board_started();
}

/* True when path names an Intel HEX file (else an ELF). */
static bool board_is_hex(const char *path)
{
    size_t n = strlen(path);
    return n >= 4 && strcmp(path + n - 4, ".hex") == 0;
}

bool board_open(const board_config_t *cfg)
{
    board.cfg = *cfg;
    bool elf = cfg->elf_path != NULL && !board_is_hex(cfg->elf_path);
    if (board.cfg.pins == NULL)
        board.cfg.pins = cfg->elf_path ? board_pins_for_elf(cfg->elf_path)
                                       : board_pins_find("uno-lcd");
    const board_pins_t *pins = board.cfg.pins;
    if (pins == NULL) {
        char tag[32];
        board_tag_read(cfg->elf_path, tag, sizeof tag);
        fprintf(stderr, "nimbox-sim: %s names board '%s', which the simulator does not know "
                        "(boards: %s)\n", cfg->elf_path, tag, board_pins_names());
        return false;
    }
    /* elf_read_firmware() prints "Loaded ..." lines on stdout: keep them out of the output. */
    fflush(stdout);
    int saved_stdout = dup(1);
    int null_fd = open("/dev/null", O_WRONLY);
    if (saved_stdout >= 0 && null_fd >= 0)
        dup2(null_fd, 1);
    int elf_status = elf ? elf_read_firmware(cfg->elf_path, &board_fw) : 0;
    fflush(stdout);
    if (saved_stdout >= 0 && null_fd >= 0)
        dup2(saved_stdout, 1);
    if (saved_stdout >= 0)
        close(saved_stdout);
    if (null_fd >= 0)
        close(null_fd);
    if (elf_status != 0) {
        fprintf(stderr, "nimbox-sim: cannot load firmware %s\n", cfg->elf_path);
        return false;
    }
    if (board_fw.mmcu[0] == '\0')
        strcpy(board_fw.mmcu, "atmega328p");
    if (strcmp(board_fw.mmcu, "atmega328p") != 0)
        fprintf(stderr, "nimbox-sim: warning: firmware is for %s, the board is an atmega328p\n",
                board_fw.mmcu);
    board_fw.frequency = BOARD_F_CPU;
    board.avr = avr_make_mcu_by_name(board_fw.mmcu);
    if (board.avr == NULL) {
        fprintf(stderr, "nimbox-sim: simavr does not know the MCU %s\n", board_fw.mmcu);
        return false;
    }
    avr_t *avr = board.avr;
    avr_init(avr);
    avr->log = LOG_ERROR;
    avr_load_firmware(avr, &board_fw);
    chip_core_attach(avr);
    wdt_chip_attach(avr);
    if (!boot_chip_load(avr, pins->name, pins->high_fuse, elf ? NULL : cfg->elf_path,
                        elf ? board_fw.flashsize : 0))
        return false;
    avr->frequency = BOARD_F_CPU;
    avr->vcc = avr->avcc = avr->aref = 5000; /* else the ADC silently uses 3300 mV */
    avr->sleep = board_sleep;
    avr->gdb_port = 0;
    board_tame_extint();
    board_batch();
    if (cfg->eeprom_path && !eeprom_file_load(avr, cfg->eeprom_path))
        return false;
    if (pins->lcd_rs.port) {
        lcd_model_attach(avr, pins);
        if (cfg->lcd_part)
            lcd_part_attach(avr, pins);
    }
    if (pins->tm1638_stb.port)
        tm1638_model_attach(avr, pins);
    if (!sim_parts_attach(avr, pins))
        return false;
    serial_attach(avr);
    eeprom_chip_attach(avr);
    if (pins->buzzer.port)
        buzzer_probe_attach(avr, pins->buzzer);
    if (pins->buttons_adc >= 0 &&
        !keypad_attach(avr, cfg->ladder ? cfg->ladder : 'u', (uint8_t)pins->buttons_adc)) {
        fprintf(stderr, "nimbox-sim: unknown ladder family '%c' (u, a or b)\n", cfg->ladder);
        return false;
    }
    adc_noise_attach(avr, pins->buttons_adc >= 0 ? (uint8_t)(1u << pins->buttons_adc) : 0u,
                     cfg->noise_seed);
    board.mcu_reset = avr->reset;
    avr->reset = board_on_reset;
    board.boots = 0;
    board.stop_at = UINT64_MAX;
    board.watch_stack = elf;
    board.app_ran = !boot_chip_has_bootloader();
    if (elf) {
        stack_watch_init(&board_fw);
        if (board.app_ran)
            stack_watch_paint(avr);
    }
    board.next_mcusr = WDT_CHIP_PORF;
    board.reset_why = "power on";
    board_started();
    return true;
}

const char *board_name(void)
{
    return board.cfg.pins->name;
}

const char *board_usb_bridge(void)
{
    return board.cfg.pins != NULL && board.cfg.pins->usb_bridge != NULL
               ? board.cfg.pins->usb_bridge
               : "16u2";
}

bool board_has_lcd(void)
{
    return board.cfg.pins->lcd_rs.port != 0;
}

bool board_has_tm1638(void)
{
    return board.cfg.pins->tm1638_stb.port != 0;
}

avr_t *board_avr(void)
{
    return board.avr;
}

uint64_t board_now(void)
{
    return board.avr->cycle;
}

static avr_cycle_count_t board_stop_timer(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)avr;
    (void)when;
    (void)param;
    return 0;
}

static void board_arm_stop(uint64_t at)
{
    avr_t *avr = board.avr;
    board.stop_timer_lost = false;
    if (at > avr->cycle)
        avr_cycle_timer_register(avr, at - avr->cycle, board_stop_timer, NULL);
    else
        avr->run_cycle_count = 1; /* due now: a batch running ends with this instruction */
}

/* When the ladder's held button is let go (the TM1638 model lets its keys go by itself). */
static uint64_t board_release_time(void)
{
    return board.cfg.pins->buttons_adc >= 0 ? keypad_release_time() : UINT64_MAX;
}

void board_at(uint64_t at, void (*fn)(void *ctx), void *ctx)
{
    board_cancel(fn, ctx);
    if (board.event_count == BOARD_MAX_EVENTS) {
        fprintf(stderr, "nimbox-sim: more than %d pending events\n", BOARD_MAX_EVENTS);
        abort();
    }
    board.events[board.event_count].at = at;
    board.events[board.event_count].fn = fn;
    board.events[board.event_count].ctx = ctx;
    board.event_count++;
    if (at < board.stop_at) { /* during a run: stop there (a batch ends at its timer) */
        board.stop_at = at;
        board_arm_stop(at);
    }
}

void board_cancel(void (*fn)(void *ctx), void *ctx)
{
    for (int i = 0; i < board.event_count; i++) {
        if (board.events[i].fn == fn && board.events[i].ctx == ctx) {
            board.events[i] = board.events[--board.event_count];
            return;
        }
    }
}

/* Cycle of the earliest event (UINT64_MAX: none). */
static uint64_t board_next_event(void)
{
    uint64_t next = UINT64_MAX;
    for (int i = 0; i < board.event_count; i++)
        if (board.events[i].at < next)
            next = board.events[i].at;
    return next;
}

/* Runs the events that are due, earliest first (an event may add more). */
static void board_run_events(void)
{
    for (;;) {
        int due = -1;
        for (int i = 0; i < board.event_count; i++)
            if (board.events[i].at <= board.avr->cycle &&
                (due < 0 || board.events[i].at < board.events[due].at))
                due = i;
        if (due < 0)
            return;
        void (*fn)(void *) = board.events[due].fn;
        void *ctx = board.events[due].ctx;
        board.events[due] = board.events[--board.event_count];
        fn(ctx);
    }
}

board_status_t board_run_until(uint64_t target)
{
    avr_t *avr = board.avr;
    board_run_events();
    while (avr->cycle < target) {
        uint64_t release = board_release_time();
        uint64_t stop = release < target ? release : target;
        uint64_t event = board_next_event();
        board.stop_at = event < stop ? event : stop;
        board_arm_stop(board.stop_at);
        while (avr->cycle < board.stop_at) {
            bool asleep = avr->state == cpu_Sleeping;
            if (!board.single_steps) { /* a batch up to the next timer (board_batch) */
                avr_cycle_timer_slot_p next = avr->cycle_timers.timer;
                avr->run_cycle_count = next && next->when > avr->cycle ? next->when - avr->cycle : 1;
            }
            int state = avr_run(avr);
            if (asleep && state == cpu_Running)
                board_woke();
            if (state == cpu_Crashed || state == cpu_Done) {
                snprintf(board.stop_reason, sizeof board.stop_reason,
                         "%s at PC 0x%04x, cycle %llu (%.3f ms)",
                         state == cpu_Crashed ? "firmware crashed"
                                              : "firmware halted (SLEEP with interrupts off)",
                         (unsigned)avr->pc, (unsigned long long)avr->cycle,
                         (double)avr->cycle / BOARD_CYCLES_PER_MS);
                return state == cpu_Crashed ? BOARD_CRASHED : BOARD_HALTED;
            }
            if (board.stop_timer_lost) {
                board_tame_extint();
                board_batch();
                board_arm_stop(board.stop_at);
            }
        }
        if (avr->cycle >= board_release_time())
            keypad_release();
        board_run_events();
    }
    avr_cycle_timer_cancel(avr, board_stop_timer, NULL);
    board.stop_at = UINT64_MAX;
    return BOARD_RUNNING;
}

void board_reset_from(uint8_t cause, const char *why)
{
    board.next_mcusr = wdt_chip_mcusr_after(cause);
    board.reset_why = why;
    avr_reset(board.avr);
    board_tame_extint();
    board_batch();
}

void board_reset(void)
{
    board_reset_from(WDT_CHIP_EXTRF, "reset key");
}

void board_power_cycle(void)
{
    avr_t *avr = board.avr;
    eeprom_chip_power_cut();
    if (board.cfg.eeprom_path)
        eeprom_file_save(avr, board.cfg.eeprom_path);
    spm_chip_power_cut();
    boot_chip_save();
    if (board.watch_stack && board.app_ran)
        stack_watch_scan(avr);
    /* RAM does not survive: fill registers and SRAM with junk, as a cold chip holds (the
     * stack watch's pattern: its paint at the start repeats it above the static data). */
    for (uint32_t a = 0; a <= avr->ramend; a++) {
        if (a < 0x20 || a > avr->ioend)
            avr->data[a] = stack_watch_junk(a);
    }
    if (board_has_tm1638())
        tm1638_model_power_on();
    lcd_model_power_on();
    lcd_part_power_on();
    sim_parts_power_on();
    if (board.cfg.pins->buttons_adc >= 0)
        keypad_release();
    board.powering = true;
    board.next_mcusr = WDT_CHIP_PORF;
    board.reset_why = "power on";
    avr_reset(avr);
    board.powering = false;
    board_tame_extint();
    board_batch();
    /* (with simavr's own watchdog, --wdt simavr: avr_reset() cleared MCUSR) */
    avr_regbit_set(avr, avr->reset_flags.porf);
}

void board_app_started(void)
{
    board.app_ran = true;
    if (board.watch_stack)
        stack_watch_paint(board.avr);
}

uint16_t board_stack_peak(void)
{
    if (!board.watch_stack)
        return 0;
    if (board.app_ran)
        stack_watch_scan(board.avr);
    return stack_watch_peak();
}

uint16_t board_static_ram(void)
{
    return board.watch_stack ? stack_watch_static() : 0;
}

int board_ram_left(void)
{
    int ram = (int)board.avr->ramend + 1 - 0x100; /* SRAM above the I/O space */
    return ram - (int)board_static_ram() - (int)board_stack_peak();
}

uint32_t board_boot_count(void)
{
    return board.boots;
}

uint64_t board_slept_cycles(void)
{
    return board.slept;
}

bool board_backlight_on(void)
{
    board_pin_t pin = board.cfg.pins->backlight;
    if (pin.port == 0)
        return true;
    avr_ioport_state_t st;
    if (avr_ioctl(board.avr, AVR_IOCTL_IOPORT_GETSTATE(pin.port), &st) != 0)
        return true;
    uint8_t mask = (uint8_t)(1u << pin.bit);
    return !(st.ddr & mask) || (st.port & mask);
}

const char *board_stop_reason(void)
{
    return board.stop_reason;
}

void board_close(void)
{
    if (board.avr == NULL)
        return;
    eeprom_chip_finish(); /* quitting is not a power cut: a write going on completes */
    if (board.cfg.eeprom_path)
        eeprom_file_save(board.avr, board.cfg.eeprom_path);
    boot_chip_save();
    avr_terminate(board.avr);
    board.avr = NULL;
}

void board_on_boot(void (*fn)(void *ctx), void *ctx)
{
    if (board.boot_hook_count < BOARD_MAX_BOOT_HOOKS) {
        board.boot_hooks[board.boot_hook_count].fn = fn;
        board.boot_hooks[board.boot_hook_count].ctx = ctx;
        board.boot_hook_count++;
    }
}
