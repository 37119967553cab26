# tools/tflite-gen/check_same_models.cmake -- ctest tflite_gen.same_models, in script mode:
#   cmake -DGENERATOR=<tflite-gen> -DWORK_DIR=<dir> -P check_same_models.cmake
# A seed names one model whichever compiler built tflite-gen: the seeds the docs report (the CI
# sets, the soak in docs/explanation/differential-testing.md) must be the models that were run.
# Seeds 1..60 with every feature (all, plus vela, int32 and bad_act_params) are hashed, file by file
# in seed order, and the digest is compared with the one the g++ 12 build of tflite-gen gave at
# commit fe1da3f (the generator of the CI sets and of the soak's seeds from 103600 on). Before the fix
# this test came with, clang++'s tflite-gen drew a quantized tensor's scale and zero point in the
# other order (a call's arguments are evaluated in an unspecified order) and wrote other models
# for 105 of seeds 1..300.
cmake_minimum_required(VERSION 3.25)
set(expected "97ad1246d8aa703f64c41ffed4e8ecbfa842d4b46b18acb7b0fde6f54dd9c586")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
execute_process(COMMAND "${GENERATOR}" --out-dir "${WORK_DIR}" --seed 1 --count 60
                        --features "all,vela,int32,bad_act_params"
                RESULT_VARIABLE rc OUTPUT_VARIABLE manifest ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "tflite-gen: exit ${rc}: ${err}")
endif()
set(digests "")
foreach(seed RANGE 1 60)
    file(SHA256 "${WORK_DIR}/gen_${seed}.tflite" one)
    string(APPEND digests "${one}\n")
endforeach()
string(SHA256 digest "${digests}")
if(NOT digest STREQUAL expected)
    message(FATAL_ERROR "tflite-gen seeds 1..60 (all,vela,int32,bad_act_params): digest ${digest}, expected ${expected} "
                        "(the models the g++ build wrote at fe1da3f); a change that redraws models must say so and "
                        "rerun the CI sets and the soak")
endif()
message("tflite-gen seeds 1..60: the same models as the g++ build at fe1da3f (${digest})")
