/*
 * deriche -- Deriche's recursive edge-detection filter on a W x H image.
 * The coefficients come from exp/pow of alpha; four 1-D recursive passes
 * with scalar recurrences (left to right and right to left along each row,
 * top to bottom and bottom to top along each column) are summed into the
 * output twice: rows first, then columns of that result.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 * The coefficient formulas follow the suite, including its e^(+2 alpha) in
 * the denominator of k and b1 = 2^-alpha (Deriche's paper has e^(-2 alpha)
 * and 2 e^-alpha); the recurrences are stable either way.  The suite builds
 * deriche in float by default; here it is double like every other kernel.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE.  Images are W x H. */
#ifndef W
#define W PB_PICK(64, 192, 720, 4096, 7680)
#endif
#ifndef H
#define H PB_PICK(64, 128, 480, 2160, 4320)
#endif
#define PB_W PB_SIZE(w, W)
#define PB_H PB_SIZE(h, H)

static PB_NOINLINE void init_array(PB_DIMS(int w, int h) DATA_TYPE *alpha,
                                   DATA_TYPE imgIn[PB_W][PB_H])
{
    int i, j;
    *alpha = SCALAR_VAL(0.25);
    /* grey levels in [0, 1] */
    for (i = 0; i < PB_W; i++)
        for (j = 0; j < PB_H; j++)
            imgIn[i][j] =
                (DATA_TYPE)(((i % 61) * 17 + (j % 53) * 29 + (i % 7) * (j % 11)) % 256) /
                SCALAR_VAL(255.0);
}

PB_KERNEL void kernel_deriche(PB_DIMS(int w, int h) DATA_TYPE alpha,
                              DATA_TYPE imgIn[PB_W][PB_H], DATA_TYPE imgOut[PB_W][PB_H],
                              DATA_TYPE y1[PB_W][PB_H], DATA_TYPE y2[PB_W][PB_H])
{
    int i, j;
    DATA_TYPE xm1, tm1, ym1, ym2;
    DATA_TYPE xp1, xp2, tp1, tp2, yp1, yp2;
    DATA_TYPE k, a1, a2, a3, a4, a5, a6, a7, a8, b1, b2, c1, c2;

    k = (SCALAR_VAL(1.0) - EXP_FUN(-alpha)) * (SCALAR_VAL(1.0) - EXP_FUN(-alpha)) /
        (SCALAR_VAL(1.0) + SCALAR_VAL(2.0) * alpha * EXP_FUN(-alpha) -
         EXP_FUN(SCALAR_VAL(2.0) * alpha));
    a1 = a5 = k;
    a2 = a6 = k * EXP_FUN(-alpha) * (alpha - SCALAR_VAL(1.0));
    a3 = a7 = k * EXP_FUN(-alpha) * (alpha + SCALAR_VAL(1.0));
    a4 = a8 = -k * EXP_FUN(SCALAR_VAL(-2.0) * alpha);
    b1 = POW_FUN(SCALAR_VAL(2.0), -alpha);
    b2 = -EXP_FUN(SCALAR_VAL(-2.0) * alpha);
    c1 = c2 = SCALAR_VAL(1.0);

    /* rows, causal */
    for (i = 0; i < PB_W; i++) {
        ym1 = SCALAR_VAL(0.0);
        ym2 = SCALAR_VAL(0.0);
        xm1 = SCALAR_VAL(0.0);
        for (j = 0; j < PB_H; j++) {
            y1[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
            xm1 = imgIn[i][j];
            ym2 = ym1;
            ym1 = y1[i][j];
        }
    }

    /* rows, anti-causal */
    for (i = 0; i < PB_W; i++) {
        yp1 = SCALAR_VAL(0.0);
        yp2 = SCALAR_VAL(0.0);
        xp1 = SCALAR_VAL(0.0);
        xp2 = SCALAR_VAL(0.0);
        for (j = PB_H - 1; j >= 0; j--) {
            y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
            xp2 = xp1;
            xp1 = imgIn[i][j];
            yp2 = yp1;
            yp1 = y2[i][j];
        }
    }

    for (i = 0; i < PB_W; i++)
        for (j = 0; j < PB_H; j++)
            imgOut[i][j] = c1 * (y1[i][j] + y2[i][j]);

    /* columns, causal */
    for (j = 0; j < PB_H; j++) {
        tm1 = SCALAR_VAL(0.0);
        ym1 = SCALAR_VAL(0.0);
        ym2 = SCALAR_VAL(0.0);
        for (i = 0; i < PB_W; i++) {
            y1[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
            tm1 = imgOut[i][j];
            ym2 = ym1;
            ym1 = y1[i][j];
        }
    }

    /* columns, anti-causal */
    for (j = 0; j < PB_H; j++) {
        tp1 = SCALAR_VAL(0.0);
        tp2 = SCALAR_VAL(0.0);
        yp1 = SCALAR_VAL(0.0);
        yp2 = SCALAR_VAL(0.0);
        for (i = PB_W - 1; i >= 0; i--) {
            y2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
            tp2 = tp1;
            tp1 = imgOut[i][j];
            yp2 = yp1;
            yp1 = y2[i][j];
        }
    }

    for (i = 0; i < PB_W; i++)
        for (j = 0; j < PB_H; j++)
            imgOut[i][j] = c2 * (y1[i][j] + y2[i][j]);
}

int main(int argc, char **argv)
{
    int w = W, h = H;
    DATA_TYPE alpha;
    pb_read_sizes(argc, argv, "w h", 2, &w, &h);

    PB_ARRAY_2D(DATA_TYPE, imgIn, W, H, w, h);
    PB_ARRAY_2D(DATA_TYPE, imgOut, W, H, w, h);
    PB_ARRAY_2D(DATA_TYPE, y1, W, H, w, h);
    PB_ARRAY_2D(DATA_TYPE, y2, W, H, w, h);

    init_array(PB_DIMS(w, h) &alpha, imgIn);
    PB_TIME(kernel_deriche(PB_DIMS(w, h) alpha, imgIn, imgOut, y1, y2));
    pb_print_array("imgOut", (size_t)w * h, imgOut);
    pb_print_array("y1", (size_t)w * h, y1);
    pb_print_array("y2", (size_t)w * h, y2);

    PB_FREE(imgIn);
    PB_FREE(imgOut);
    PB_FREE(y1);
    PB_FREE(y2);
    return 0;
}
