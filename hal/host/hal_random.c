/* hal_random.c (host) - a seed chosen by the test, so runs repeat exactly. */
#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_random.h"

static uint32_t fake_seed = 1;

void fake_random_reset(void)
{
    fake_seed = 1;
}

void fake_random_set(uint32_t seed)
{
    fake_seed = seed;
}

uint32_t hal_random_seed(void)
{
    return fake_seed;
}
