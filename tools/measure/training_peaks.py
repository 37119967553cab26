#!/usr/bin/env python3
"""Measure PyTorch's CUDA training and inference peaks of the networks whose netmem figures are
DERIVED (docs/explanation/training-peak.md, "Measured and derived"): the recurrent networks of
tests/training_training_peak_recurrent.cpp and torchvision's squeezenet1_1.

The method is the one of the project's reference table (docs/reference/measured-training-peaks.md,
section Method), row for row:
- float32, torch.backends.cudnn.benchmark = False, one GPU;
- inference: model.eval() under torch.inference_mode(), one forward pass; the figure is the peak of
  torch.cuda.max_memory_allocated ABOVE the parameters and the input (both already on the device);
- training: model.train(); the model and the optimizer are created inside the measurement; two
  steps of `loss = model(x).float().sum(); loss.backward(); opt.step();
  opt.zero_grad(set_to_none=False)`; the figure is the peak of the SECOND step minus the cuBLAS
  workspace W = steady_allocated - 2 * param_bytes - (2 * param_bytes for Adam) - input_bytes
  (steady_allocated: torch.cuda.memory_allocated() after the first step); SGD and Adam are
  PyTorch's CUDA defaults (foreach), without momentum or weight decay;
- every row runs in a fresh process (a clean caching allocator, cuBLAS workspace and cuDNN
  handle), so rows do not share cached blocks.

Networks (batch_first=False, input (T, N, 64), T = 50; loss on fc(y[-1])):
  lstm2          nn.LSTM(64, 256), nn.LSTM(256, 256), nn.Linear(256, 10)   (two modules)
  lstm2_stacked  nn.LSTM(64, 256, num_layers=2), nn.Linear(256, 10)        (one module, one cuDNN call)
  gru            nn.GRU(64, 256), nn.Linear(256, 10)
  bilstm         nn.LSTM(64, 256, bidirectional=True), nn.Linear(512, 10)
  rnn_tanh       nn.RNN(64, 256), nn.Linear(256, 10)
  squeezenet1_1  torchvision.models.squeezenet1_1() on (N, 3, 224, 224)

Usage (prints markdown rows in the reference table's format and writes a JSON file with the
versions; nothing is written into the repository):
  python3 tools/measure/training_peaks.py --out DIR [--networks lstm2,gru] [--minibatches 1,8,32]
      [--optimizers sgd,adam] [--snapshot] [--conv-workspace-cap-mib N]
--snapshot       also records the allocator's history (torch.cuda.memory._record_memory_history)
                 of each training run's second step and writes DIR/<row>.pickle plus DIR/<row>.peak.txt: the
                 blocks alive at the peak, largest first, with the frames that allocated them
                 (what names the fire-module gap and cuDNN's RNN reserve / work space);
--conv-workspace-cap-mib N  sets CUDNN_CONV_WSCAP_DBG=N for every run (the cap netmem's
                 convolution_workspace::capped takes, in MiB), to check the capped upper bound;
--dry-run        no GPU: builds every network, runs its two training steps on the CPU at minibatch
                 1 and prints its parameter count (a smoke test of this script; no figures).
Add the rows (printed in the table's columns), with the GPU, PyTorch, CUDA and cuDNN versions the
JSON names, to tests/reference/training-peaks-gpu.md (tests/training_training_peak_measured.cpp then checks
each against netmem) and move them from "derived" to "measured" in docs/explanation/training-peak.md.
To separate the allocator's slack from cuDNN's workspaces in a shortfall (squeezenet1_1), run it
once more with --conv-workspace-cap-mib 0 (or 1, should 0 be read as "no cap"): what is then left
above netmem's estimate under the same cap is not a convolution workspace.
"""
import argparse
import json
import os
import subprocess
import sys

NETWORKS = ["lstm2", "lstm2_stacked", "gru", "bilstm", "rnn_tanh", "squeezenet1_1"]
T, FEATURES, HIDDEN, CLASSES = 50, 64, 256, 10


def build(name, torch):
    nn = torch.nn
    if name == "squeezenet1_1":
        import torchvision

        return torchvision.models.squeezenet1_1(), (3, 224, 224), False

    class Recurrent(nn.Module):
        def __init__(self, layers, fc_in):
            super().__init__()
            self.layers = nn.ModuleList(layers)
            self.fc = nn.Linear(fc_in, CLASSES)

        def forward(self, x):
            y = x
            for layer in self.layers:
                y, _ = layer(y)
            return self.fc(y[-1])

    if name == "lstm2":
        return Recurrent([nn.LSTM(FEATURES, HIDDEN), nn.LSTM(HIDDEN, HIDDEN)], HIDDEN), (T, FEATURES), True
    if name == "lstm2_stacked":
        return Recurrent([nn.LSTM(FEATURES, HIDDEN, num_layers=2)], HIDDEN), (T, FEATURES), True
    if name == "gru":
        return Recurrent([nn.GRU(FEATURES, HIDDEN)], HIDDEN), (T, FEATURES), True
    if name == "bilstm":
        return Recurrent([nn.LSTM(FEATURES, HIDDEN, bidirectional=True)], 2 * HIDDEN), (T, FEATURES), True
    if name == "rnn_tanh":
        return Recurrent([nn.RNN(FEATURES, HIDDEN)], HIDDEN), (T, FEATURES), True
    raise SystemExit(f"unknown network {name}")


def input_of(torch, shape, sequence, minibatch):
    if sequence:  # (T, N, features): batch_first=False
        return torch.randn(shape[0], minibatch, *shape[1:], device="cuda")
    return torch.randn(minibatch, *shape, device="cuda")


def peak_at_snapshot(snapshot, path):
    """The blocks alive when the traced (second-step) allocated bytes peak, largest first, with
    the frames that allocated them."""
    events = [e for trace in snapshot.get("device_traces", []) for e in trace]
    alive, live, best, best_set = {}, 0, -1, {}
    for e in events:
        if e["action"] == "alloc":
            alive[e["addr"]] = e
            live += e["size"]
            if live > best:
                best, best_set = live, dict(alive)
        elif e["action"] == "free_requested" and e["addr"] in alive:  # allocated_bytes drops here
            live -= alive.pop(e["addr"])["size"]
    with open(path, "w") as out:
        out.write(f"traced peak {best} B, {len(best_set)} blocks\n")
        for e in sorted(best_set.values(), key=lambda e: -e["size"]):
            frames = [f"{f['filename'].split('/')[-1]}:{f['line']} {f['name']}" for f in e.get("frames", [])[:6]]
            out.write(f"{e['size']:>14} " + " <- ".join(frames) + "\n")


def measure_one(args):
    import torch

    torch.backends.cudnn.benchmark = False
    net, minibatch, optimizer, mode = args.row_network, args.row_minibatch, args.row_optimizer, args.row_mode
    torch.cuda.init()
    torch.manual_seed(0)
    model, shape, sequence = build(net, torch)
    if mode == "inference":
        model = model.cuda().eval()
        x = input_of(torch, shape, sequence, minibatch)
        torch.cuda.synchronize()
        base = torch.cuda.memory_allocated()
        torch.cuda.reset_peak_memory_stats()
        with torch.inference_mode():
            model(x)
        torch.cuda.synchronize()
        return {"inference": torch.cuda.max_memory_allocated() - base}
    # Training: the model and the optimizer are created inside the measurement.
    model = model.cuda().train()
    params = sum(p.numel() * p.element_size() for p in model.parameters())
    x = input_of(torch, shape, sequence, minibatch)
    input_bytes = x.numel() * x.element_size()
    if optimizer == "sgd":
        opt = torch.optim.SGD(model.parameters(), lr=0.01)
    else:
        opt = torch.optim.Adam(model.parameters(), lr=0.001)

    def step():
        loss = model(x).float().sum()
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=False)

    step()
    torch.cuda.synchronize()
    steady = torch.cuda.memory_allocated()
    cublas = steady - 2 * params - (2 * params if optimizer == "adam" else 0) - input_bytes
    if args.snapshot:  # the second step's allocations only (the steady state is not traced)
        torch.cuda.memory._record_memory_history(max_entries=1_000_000)
    torch.cuda.reset_peak_memory_stats()
    step()
    torch.cuda.synchronize()
    peak = torch.cuda.max_memory_allocated()
    result = {"training": peak - cublas, "cublas_workspace": cublas, "parameters_bytes": params,
              "steady_allocated": steady, "raw_peak": peak}
    if args.snapshot:
        import pickle

        snapshot = torch.cuda.memory._snapshot()
        torch.cuda.memory._record_memory_history(enabled=None)
        stem = os.path.join(args.out, f"{net}_{minibatch}_{optimizer}")
        with open(stem + ".pickle", "wb") as f:
            pickle.dump(snapshot, f)
        peak_at_snapshot(snapshot, stem + ".peak.txt")
    return result


def dry_run(networks):
    import torch

    for net in networks:
        model, shape, sequence = build(net, torch)
        x = torch.randn(shape[0], 1, *shape[1:]) if sequence else torch.randn(1, *shape)
        opt = torch.optim.Adam(model.parameters(), lr=0.001)
        for _ in range(2):
            model(x).float().sum().backward()
            opt.step()
            opt.zero_grad(set_to_none=False)
        print(f"{net}: {sum(p.numel() for p in model.parameters()):,} parameters, two steps ran on the CPU")


def versions():
    import torch

    return {"torch": torch.__version__, "cuda": torch.version.cuda, "cudnn": torch.backends.cudnn.version(),
            "gpu": torch.cuda.get_device_name(0), "cudnn_benchmark": False,
            "CUDNN_CONV_WSCAP_DBG": os.environ.get("CUDNN_CONV_WSCAP_DBG")}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True)
    parser.add_argument("--networks", default=",".join(NETWORKS))
    parser.add_argument("--minibatches", default="1,8,32")
    parser.add_argument("--optimizers", default="sgd,adam")
    parser.add_argument("--snapshot", action="store_true")
    parser.add_argument("--conv-workspace-cap-mib", type=int)
    parser.add_argument("--dry-run", action="store_true")
    # One row in this process (used by the parent, one fresh process per row).
    parser.add_argument("--row-network")
    parser.add_argument("--row-minibatch", type=int)
    parser.add_argument("--row-optimizer")
    parser.add_argument("--row-mode")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    if args.dry_run:
        dry_run(args.networks.split(","))
        return
    if args.row_network:
        print(json.dumps(measure_one(args)))
        return
    env = dict(os.environ)
    if args.conv_workspace_cap_mib is not None:
        env["CUDNN_CONV_WSCAP_DBG"] = str(args.conv_workspace_cap_mib)

    def run(net, minibatch, optimizer, mode):
        cmd = [sys.executable, __file__, "--out", args.out, "--row-network", net, "--row-minibatch", str(minibatch),
               "--row-optimizer", optimizer, "--row-mode", mode] + (["--snapshot"] if args.snapshot else [])
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            print(done.stderr, file=sys.stderr)
            raise SystemExit(f"{net} {minibatch} {optimizer} {mode}: exit {done.returncode}")
        return json.loads(done.stdout.strip().splitlines()[-1])

    rows = []
    env_versions = versions()
    for net in args.networks.split(","):
        for minibatch in [int(m) for m in args.minibatches.split(",")]:
            inference = run(net, minibatch, "sgd", "inference")["inference"]
            for optimizer in args.optimizers.split(","):
                training = run(net, minibatch, optimizer, "training")
                row = {"network": net, "minibatch": minibatch, "optimizer": optimizer, "inference": inference,
                       **training}
                rows.append(row)
                # The reference table's columns: network, input, parameters, minibatch, optimizer,
                # training peak (B), inference peak above params + input (B).
                shape = "[3, 224, 224]" if net == "squeezenet1_1" else f"[{T}, {FEATURES}]"
                print(f"| {net} | {shape} | {training['parameters_bytes'] // 4:,} | {minibatch} | {optimizer} | "
                      f"{training['training']:,} | {inference:,} |", flush=True)
    with open(os.path.join(args.out, "training_peaks.json"), "w") as f:
        json.dump({"versions": env_versions, "rows": rows}, f, indent=1)
    print(json.dumps(env_versions))


if __name__ == "__main__":
    main()
